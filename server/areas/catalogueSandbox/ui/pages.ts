import { parisDateTime } from '../../../../domain/frenchDates.ts';
import { escapeHtml, htmlDocument } from '../../../platform/ssr/htmlDocument.ts';
import type {
  AcknowledgementDetail,
  MessageStatus,
  RecordAcknowledgement,
  RecordStatus,
  Severity,
} from '../acknowledgement.ts';
import type { Deposit } from '../deposits.ts';
import { STYLESHEET_PATH } from '../paths.ts';
import type { SandboxMode, SandboxSettings } from '../settings.ts';

/**
 * The sandbox catalogue's page: the deposits received since the server started, newest first, with their
 * acknowledgements. Rendered on the server, no script and no inline style (the Content-Security-Policy forbids them).
 */
const CATALOGUE_NAME = 'Catalogue de test';

export const CATALOGUE_PAGE_TEXTS = {
  title: 'Dépôts reçus',
  notice:
    'Bac à sable du portail : ce catalogue joue le prestataire de référencement. Il reçoit les livraisons ONIX, les contrôle et publie un accusé de réception ; rien n’est transmis à un vrai catalogue.',
  settings: 'Réglages de test',
  noDeposit: 'Aucun dépôt reçu depuis le démarrage du serveur.',
  pending: 'Accusé en cours de préparation.',
  noRecord: 'Aucun produit traité.',
  noDetail: 'Aucune remarque.',
} as const;

const MODE_LABELS: Record<SandboxMode, string> = {
  normal: 'normal (contrôles du catalogue)',
  panne: 'panne (les dépôts sont refusés, réponse 503)',
  rejet: 'rejet (tous les produits sont refusés)',
  retard: 'retard (les accusés se font attendre)',
};

const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  '01': 'Fichier rejeté',
  '02': 'Fichier traité en partie',
  '03': 'Fichier traité',
};

const RECORD_STATUS_LABELS: Record<RecordStatus, string> = {
  '00': 'Accepté',
  '02': 'Accepté avec erreurs',
  '03': 'Refusé',
};

const SEVERITY_LABELS: Record<Severity, string> = {
  I: 'Information',
  Q: 'Question',
  W: 'Avertissement',
  E: 'Erreur',
  F: 'Erreur bloquante',
};

/** Escaped, with the no-break space French puts before `:` and `;`, so that they never start a line. */
function frenchText(text: string): string {
  return escapeHtml(text).replace(/ ([:;])/g, '\u00a0$1');
}

function item(term: string, definition: string): string {
  return `<div><dt>${term}</dt><dd>${definition}</dd></div>`;
}

function renderDetails(details: readonly AcknowledgementDetail[]): string {
  if (details.length === 0) return `<p class="discret">${CATALOGUE_PAGE_TEXTS.noDetail}</p>`;
  const rows = details.map(
    (detail) => `<li class="gravite-${detail.Severity}">
<span class="code">${escapeHtml(detail.Code)}</span> <span class="gravite">${SEVERITY_LABELS[detail.Severity]}</span>${
      detail.Element ? ` <span class="element">${escapeHtml(detail.Element)}</span>` : ''
    }
<p>${frenchText(detail.Note)}</p>
</li>`,
  );
  return `<ul class="remarques">${rows.join('\n')}</ul>`;
}

function renderRecord(record: RecordAcknowledgement): string {
  return `<li class="produit">
<dl>
${item('Référence', `<code>${escapeHtml(record.RecordReference)}</code>`)}
${item('ISBN', escapeHtml(record.ProductIdentifier ?? '—'))}
${item('Statut', `${RECORD_STATUS_LABELS[record.RecordStatus]} <span class="statut">${record.RecordStatus}</span>`)}
</dl>
${renderDetails(record.Details)}
</li>`;
}

function renderAcknowledgement(deposit: Deposit, now: Date): string {
  const acknowledgement = deposit.acknowledgement;
  if (now < deposit.readyAt) {
    return `<p class="discret">Accusé retenu jusqu’au ${parisDateTime(deposit.readyAt)} (mode retard).</p>`;
  }
  if (!acknowledgement) return `<p class="discret">${CATALOGUE_PAGE_TEXTS.pending}</p>`;
  const records =
    acknowledgement.Records.length === 0
      ? `<p class="discret">${CATALOGUE_PAGE_TEXTS.noRecord}</p>`
      : `<ul class="produits">${acknowledgement.Records.map(renderRecord).join('\n')}</ul>`;
  return `<p class="resultat">${MESSAGE_STATUS_LABELS[acknowledgement.MessageStatus]} <span class="statut">${acknowledgement.MessageStatus}</span></p>
${acknowledgement.MessageStatusDetails.length > 0 ? renderDetails(acknowledgement.MessageStatusDetails) : ''}
${records}`;
}

function renderDeposit(deposit: Deposit, index: number, now: Date): string {
  const titleId = `depot-${index}`;
  const bytes = new Intl.NumberFormat('fr-FR').format(deposit.bytes).replace(/\u202f/g, '\u00a0');
  return `<section class="depot" aria-labelledby="${titleId}">
<h2 id="${titleId}">Dépôt du ${parisDateTime(deposit.Recu)}</h2>
<dl>
${item('Identifiant', `<code>${escapeHtml(deposit.IdDepot)}</code>`)}
${item('Clé d’idempotence', `<code>${escapeHtml(deposit.idempotencyKey)}</code>`)}
${item('Version ONIX', escapeHtml(deposit.release ?? 'non précisée'))}
${item('Taille', `${bytes}\u00a0octets`)}
</dl>
${renderAcknowledgement(deposit, now)}
</section>`;
}

export function renderDepositsPage(deposits: readonly Deposit[], settings: SandboxSettings, now = new Date()): string {
  const mode =
    settings.Mode === 'retard' ? `${MODE_LABELS.retard}, ${settings.Retard}\u00a0s` : MODE_LABELS[settings.Mode];
  const list =
    deposits.length === 0
      ? `<p>${CATALOGUE_PAGE_TEXTS.noDeposit}</p>`
      : deposits.map((deposit, index) => renderDeposit(deposit, index + 1, now)).join('\n');
  return htmlDocument({
    title: CATALOGUE_PAGE_TEXTS.title,
    siteName: CATALOGUE_NAME,
    stylesheet: STYLESHEET_PATH,
    header: `<header class="bandeau"><span class="prestataire">${CATALOGUE_NAME}</span> <span class="badge">Bac à sable</span></header>`,
    mainClass: 'page',
    main: `<h1>${CATALOGUE_PAGE_TEXTS.title}</h1>
<p class="avertissement">${frenchText(CATALOGUE_PAGE_TEXTS.notice)}</p>
<section class="reglages" aria-labelledby="titre-reglages">
<h2 id="titre-reglages">${CATALOGUE_PAGE_TEXTS.settings}</h2>
<dl>${item('Mode', frenchText(mode))}</dl>
<p class="discret">Modifiables par <code>POST /catalogue-test/reglages</code> (JSON <code>{ "Mode", "Retard" }</code>, authentification du portail).</p>
</section>
${list}`,
  });
}
