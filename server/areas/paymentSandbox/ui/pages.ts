import { formatPrice } from '../../../../domain/formatPrice.ts';
import { escapeHtml, htmlDocument } from '../../../platform/ssr/htmlDocument.ts';
import type { SandboxOutcome } from '../outcomes.ts';
import type { PaymentFormError } from '../paymentForm.ts';
import { SANDBOX_OUTCOME_PATH, SANDBOX_STYLESHEET_PATH } from '../paths.ts';
import type { LyraFields } from '../../payment/public.ts';

/**
 * The sandbox provider's pages, rendered on the server: the test payment page, its errors and the return to the
 * shop. No script and no inline style (the Content-Security-Policy forbids them): forms and buttons do everything.
 */
const PROVIDER_NAME = 'Plateforme de paiement de test';

export const SANDBOX_TEXTS = {
  paymentTitle: 'Paiement de test',
  sandboxNotice:
    'Bac à sable du portail : aucune carte n’est débitée. Choisissez l’issue du paiement à simuler ; la boutique en est notifiée comme par un vrai prestataire.',
  outcomeLegend: 'Issue du paiement',
  refusedTitle: 'Paiement impossible',
  refusedForm: 'Le formulaire de paiement reçu de la boutique est invalide : aucun paiement n’a été effectué.',
  unknownOutcome: 'Choisissez une des issues proposées sur la page de paiement.',
  finishedTitle: 'Paiement terminé',
  notified: 'La boutique a été notifiée de cette issue.',
  backToShop: 'Retourner à la boutique',
  backToPortal: 'Retour au portail',
} as const;

/** Escaped, with the no-break space French puts before `:` and `;`, so that they never start a line. */
function frenchText(text: string): string {
  return escapeHtml(text).replace(/ ([:;])/g, '\u00a0$1');
}

function renderDocument(title: string, body: string): string {
  return htmlDocument({
    title,
    siteName: PROVIDER_NAME,
    stylesheet: SANDBOX_STYLESHEET_PATH,
    header: `<header class="bandeau"><span class="prestataire">${PROVIDER_NAME}</span> <span class="badge">Mode test</span></header>`,
    mainClass: 'page',
    main: body,
  });
}

function hiddenInputs(fields: Readonly<Record<string, string>>): string {
  return Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
}

function summaryItem(term: string, definition: string, className?: string): string {
  const attribute = className ? ` class="${className}"` : '';
  return `<div${attribute}><dt>${term}</dt><dd>${definition}</dd></div>`;
}

function merchantOf(fields: LyraFields): string {
  const siteId = escapeHtml(fields.vads_site_id ?? '');
  if (!fields.vads_shop_name) return `Site ${siteId}`;
  return `${escapeHtml(fields.vads_shop_name)} <span class="insecable">(site ${siteId})</span>`;
}

/** « 3-D Secure » is one name: a narrow button must not break it at its hyphen. */
function labelOf(outcome: SandboxOutcome): string {
  return escapeHtml(outcome.label).replace('3-D Secure', '<span class="insecable">3-D Secure</span>');
}

function renderOutcomeChoice(outcome: SandboxOutcome): string {
  const descriptionId = `issue-${outcome.id}`;
  const secondary = outcome.id === 'abandoned' ? ' class="secondaire"' : '';
  return `<li class="issue">
<button type="submit" name="issue" value="${outcome.id}" aria-describedby="${descriptionId}"${secondary}>${labelOf(outcome)}</button>
<p id="${descriptionId}">${frenchText(outcome.description)} <span class="statut">${outcome.transStatus}</span></p>
</li>`;
}

/** The test page: what is paid and to whom, and one button per outcome; the signed form travels in hidden fields. */
export function renderPaymentPage(fields: LyraFields, outcomes: readonly SandboxOutcome[]): string {
  const carried = Object.fromEntries(
    Object.entries(fields).filter(([name]) => name.startsWith('vads_') || name === 'signature'),
  );
  const commande = fields.vads_order_id ? summaryItem('Commande', escapeHtml(fields.vads_order_id)) : '';
  const customer = fields.vads_cust_email ? summaryItem('Client', escapeHtml(fields.vads_cust_email)) : '';
  return renderDocument(
    SANDBOX_TEXTS.paymentTitle,
    `<h1>${SANDBOX_TEXTS.paymentTitle}</h1>
<p class="avertissement">${frenchText(SANDBOX_TEXTS.sandboxNotice)}</p>
<section class="recapitulatif" aria-labelledby="titre-recapitulatif">
<h2 id="titre-recapitulatif">Récapitulatif</h2>
<dl>
${summaryItem('Site marchand', merchantOf(fields))}
${commande}
${customer}
${summaryItem('Transaction', escapeHtml(fields.vads_trans_id ?? ''))}
${summaryItem('Montant', escapeHtml(formatPrice(Number(fields.vads_amount))), 'montant')}
</dl>
</section>
<form method="post" action="${SANDBOX_OUTCOME_PATH}">
${hiddenInputs(carried)}
<fieldset class="issues">
<legend><h2>${SANDBOX_TEXTS.outcomeLegend}</h2></legend>
<ul>
${outcomes.map(renderOutcomeChoice).join('\n')}
</ul>
</fieldset>
</form>`,
  );
}

function backToPortal(publicUrl: string): string {
  return `<p class="retour"><a href="${escapeHtml(publicUrl)}/">${SANDBOX_TEXTS.backToPortal}</a></p>`;
}

/** The refusal of a form, with what a TEST-mode Lyra page tells the shop's developer: the error code and its cause. */
export function renderFormErrorPage(error: PaymentFormError, publicUrl: string): string {
  return renderDocument(
    SANDBOX_TEXTS.refusedTitle,
    `<h1>${SANDBOX_TEXTS.refusedTitle}</h1>
<p class="erreur">${frenchText(SANDBOX_TEXTS.refusedForm)}</p>
<section class="recapitulatif" aria-labelledby="titre-detail">
<h2 id="titre-detail">Détail pour la boutique</h2>
<dl class="pile">
${error.code ? summaryItem('Code d’erreur', error.code) : ''}
${summaryItem('Champ', `<code>${escapeHtml(error.field)}</code>`)}
${summaryItem('Cause', frenchText(error.reason))}
</dl>
</section>
${backToPortal(publicUrl)}`,
  );
}

export function renderUnknownOutcomePage(publicUrl: string): string {
  return renderDocument(
    SANDBOX_TEXTS.refusedTitle,
    `<h1>${SANDBOX_TEXTS.refusedTitle}</h1>
<p class="erreur">${frenchText(SANDBOX_TEXTS.unknownOutcome)}</p>
${backToPortal(publicUrl)}`,
  );
}

function finished(outcome: SandboxOutcome): string {
  return `<h1>${SANDBOX_TEXTS.finishedTitle}</h1>
<p class="resultat">${escapeHtml(outcome.label)} <span class="statut">${outcome.transStatus}</span></p>
<p>${SANDBOX_TEXTS.notified}</p>`;
}

/** `vads_return_mode` POST: the signed result goes back in a form the buyer submits (no script to submit it). */
export function renderReturnFormPage(outcome: SandboxOutcome, url: string, fields: Readonly<Record<string, string>>) {
  return renderDocument(
    SANDBOX_TEXTS.finishedTitle,
    `${finished(outcome)}
<form method="post" action="${escapeHtml(url)}">
${hiddenInputs(fields)}
<button type="submit">${SANDBOX_TEXTS.backToShop}</button>
</form>`,
  );
}

/** No return URL in the form: the sandbox shows the result itself. */
export function renderFinishedPage(outcome: SandboxOutcome, publicUrl: string): string {
  return renderDocument(SANDBOX_TEXTS.finishedTitle, `${finished(outcome)}\n${backToPortal(publicUrl)}`);
}
