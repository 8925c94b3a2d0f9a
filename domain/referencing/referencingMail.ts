import { mailGreeting, type GreetedPerson } from '../mail/greeting.ts';
import { parisDateTime } from '../frenchDates.ts';
import { PUBLICATION_FIELD_LABELS } from '../publication/labels.ts';
import { MODERATION_MAIL } from '../publication/moderation.ts';
import { WIZARD_STEP_TABLE, WIZARD_STEPS, type WizardStep } from '../publication/wizardSteps.ts';
import { GRAVITE_LABELS, type MessageCatalogueRecord } from './catalogueMessageFields.ts';
import { REFERENCING_STATE_LABELS, type EtatReferencement } from './referencingStates.ts';

/** The referencing states whose reaching the author is told of by e-mail. */
export const ETATS_REFERENCEMENT_NOTIFIES = ['transmise', 'referencee', 'referenceeAvecRemarques', 'rejetee'] as const;

export type EtatReferencementNotifie = (typeof ETATS_REFERENCEMENT_NOTIFIES)[number];

export function isNotifiedState(etat: EtatReferencement): etat is EtatReferencementNotifie {
  return (ETATS_REFERENCEMENT_NOTIFIES as readonly string[]).includes(etat);
}

/** « titre », with the non-breaking spaces French typography puts inside the quotes. */
const quoted = (text: string) => `«\u00a0${text}\u00a0»`;

/** The author's e-mail at each step of the referencing. */
export const REFERENCING_MAIL = {
  subject: {
    transmise: (titre: string) => `Votre publication ${quoted(titre)} est transmise au catalogue`,
    referencee: (titre: string) => `Votre publication ${quoted(titre)} est référencée`,
    referenceeAvecRemarques: (titre: string) => `Votre publication ${quoted(titre)} est référencée avec remarques`,
    rejetee: (titre: string) => `Votre publication ${quoted(titre)} est rejetée par le catalogue`,
  } satisfies Record<EtatReferencementNotifie, (titre: string) => string>,
  lead: {
    transmise: (titre: string, ean: string) =>
      `Votre publication ${quoted(titre)} (EAN ${ean}) a été transmise au catalogue interprofessionnel, qui l'examine. Vous recevrez un e-mail dès sa réponse.`,
    referencee: (titre: string, ean: string) =>
      `Votre publication ${quoted(titre)} (EAN ${ean}) est référencée dans le catalogue interprofessionnel\u00a0: les libraires peuvent désormais la trouver et la commander.`,
    referenceeAvecRemarques: (titre: string, ean: string) =>
      `Votre publication ${quoted(titre)} (EAN ${ean}) est référencée dans le catalogue interprofessionnel, qui a fait les remarques suivantes\u00a0:`,
    rejetee: (titre: string, ean: string) =>
      `Votre publication ${quoted(titre)} (EAN ${ean}) a été rejetée par le catalogue interprofessionnel pour les raisons suivantes\u00a0:`,
  } satisfies Record<EtatReferencementNotifie, (titre: string, ean: string) => string>,
  state: (etat: EtatReferencementNotifie) => `État du référencement\u00a0: ${REFERENCING_STATE_LABELS[etat]}`,
  date: (moment: Date) => `Date\u00a0: le ${parisDateTime(moment)} (heure de Paris)`,
  remarksOptional:
    'Ces remarques ne bloquent pas le référencement\u00a0; vous pouvez en tenir compte lors de votre prochaine mise à jour.',
  correct:
    'Sur la page de la publication, choisissez «\u00a0Corriger\u00a0», modifiez-la dans l\u2019assistant aux étapes indiquées, puis soumettez-la de nouveau\u00a0: votre référencement reste payé.',
  see: 'Consultez-la sur le portail\u00a0:',
  untitled: MODERATION_MAIL.untitled,
  signature: MODERATION_MAIL.signature,
} as const;

function isWizardStep(value: number | null): value is WizardStep {
  return (WIZARD_STEPS as readonly (number | null)[]).includes(value);
}

/** Where a message is corrected, in words: « étape 5 « Sujet, résumé et couvertures », champ « Résumé » ». */
function placeOf(message: MessageCatalogueRecord): string | null {
  if (!isWizardStep(message.Etape)) return null;
  const labels: Readonly<Record<string, string>> = PUBLICATION_FIELD_LABELS;
  const field = message.Champ === null ? undefined : labels[message.Champ];
  const step = `étape ${message.Etape} ${quoted(WIZARD_STEP_TABLE[message.Etape].label)}`;
  return field === undefined ? step : `${step}, champ ${quoted(field)}`;
}

/** A message of the catalogue as a line of the e-mail: its severity, the note, and where to correct it. */
export function catalogueMessageLine(message: MessageCatalogueRecord): string {
  const place = placeOf(message);
  return `- ${GRAVITE_LABELS[message.Gravite]}\u00a0: ${message.Message}${place === null ? '' : ` (${place})`}`;
}

export interface ReferencingMailFacts {
  /** The publication's author, whom the e-mail greets. */
  author: GreetedPerson;
  etat: EtatReferencementNotifie;
  titre: string | null;
  ean: string;
  /** When the referencing reached that state. */
  date: Date;
  messages: readonly MessageCatalogueRecord[];
  /** The publication's page on the portal. */
  link: string;
}

/** The subject and body of the author's e-mail when the referencing reaches `facts.etat`. */
export function referencingMailOf(facts: ReferencingMailFacts): { subject: string; text: string } {
  const titre = facts.titre?.trim() || REFERENCING_MAIL.untitled;
  const lines: string[] = [mailGreeting(facts.author), '', REFERENCING_MAIL.lead[facts.etat](titre, facts.ean)];
  if (facts.etat === 'referenceeAvecRemarques' || facts.etat === 'rejetee') {
    lines.push(...facts.messages.map(catalogueMessageLine));
  }
  if (facts.etat === 'referenceeAvecRemarques') lines.push('', REFERENCING_MAIL.remarksOptional);
  if (facts.etat === 'rejetee') lines.push('', REFERENCING_MAIL.correct);
  lines.push('', REFERENCING_MAIL.state(facts.etat), REFERENCING_MAIL.date(facts.date));
  lines.push('', REFERENCING_MAIL.see, facts.link, '', REFERENCING_MAIL.signature);
  return { subject: REFERENCING_MAIL.subject[facts.etat](titre), text: lines.join('\n') };
}
