import { ETAT_PUBLICATION } from '../referenceIds.ts';
import { WIZARD_STEP_TABLE, type WizardStep } from './wizardSteps.ts';

/**
 * Where a publication stands in its moderation (issue 11): a draft is submitted by its author, then
 * validated or refused by the back office; a refused one is corrected and submitted again, a submitted one
 * may be withdrawn back to a draft.
 */
export const MODERATION_STATES = ['brouillon', 'soumise', 'validee', 'refusee'] as const;

export type ModerationState = (typeof MODERATION_STATES)[number];

/** The IdEtatPublication each moderation state is stored and shown as. */
export const ETAT_PUBLICATION_OF_MODERATION_STATE: Readonly<Record<ModerationState, number>> = {
  brouillon: ETAT_PUBLICATION.brouillon,
  soumise: ETAT_PUBLICATION.enAttenteDeModeration,
  validee: ETAT_PUBLICATION.validee,
  refusee: ETAT_PUBLICATION.refusee,
};

/**
 * The moderation state of a stored IdEtatPublication. A referenced publication was validated first and
 * moves no further in its moderation: it reads as validated.
 */
export function moderationStateOfEtatPublication(idEtatPublication: number): ModerationState {
  if (idEtatPublication === ETAT_PUBLICATION.referencee) return 'validee';
  const found = MODERATION_STATES.find((state) => ETAT_PUBLICATION_OF_MODERATION_STATE[state] === idEtatPublication);
  if (!found) throw new Error(`Unknown IdEtatPublication ${idEtatPublication}`);
  return found;
}

/** The events of a moderation history (EvenementModeration.Nature). */
export const NATURES_MODERATION = ['soumission', 'retrait', 'acceptation', 'refus'] as const;

export type NatureModeration = (typeof NATURES_MODERATION)[number];

/** An answer of the back office, as opposed to the author's submissions and withdrawals. */
export function isModerationAnswer(nature: NatureModeration): nature is 'acceptation' | 'refus' {
  return nature === 'acceptation' || nature === 'refus';
}

/** Where the author may still change the publication (save, upload, delete): not while it is moderated. */
export const EDITABLE_BY_AUTHOR: readonly ModerationState[] = ['brouillon', 'refusee'];

/** The IdEtatPublication of the states the author may change a publication in. */
export const ETATS_PUBLICATION_EDITABLE_BY_AUTHOR: readonly number[] = EDITABLE_BY_AUTHOR.map(
  (state) => ETAT_PUBLICATION_OF_MODERATION_STATE[state],
);

export function isEditableByAuthor(state: ModerationState): boolean {
  return EDITABLE_BY_AUTHOR.includes(state);
}

/** A refusal names one reason at least (ids of Get_RaisonRefus); an acceptance names none. */
export function refusalHasReason(idsRaisonRefus: readonly unknown[] | null | undefined): boolean {
  return (idsRaisonRefus ?? []).length > 0;
}

/** What the moderation calls answer when they refuse, and what the author's edits answer meanwhile. */
export const MODERATION_MESSAGES = {
  stepInvalid: (step: WizardStep) =>
    `L'étape ${step} (${WIZARD_STEP_TABLE[step].label}) n'est pas valide : complétez-la avant de soumettre la publication.`,
  alreadySubmitted: 'Cette publication est déjà en attente de modération.',
  alreadyValidated: 'Cette publication est déjà validée.',
  notSubmitted: "Cette publication n'est pas en attente de modération.",
  reasonRequired: 'Indiquez au moins une raison de refus.',
  unknownReason: "Cette raison de refus n'existe pas.",
  lockedWhileSubmitted:
    'Cette publication est en attente de modération : retirez-la de la modération pour la modifier.',
  lockedValidated: 'Cette publication est validée : contactez-nous pour la modifier.',
} as const;

/** The author's e-mail once the back office has answered. */
export const MODERATION_MAIL = {
  acceptedSubject: (titre: string) => `Votre publication « ${titre} » est validée`,
  refusedSubject: (titre: string) => `Votre publication « ${titre} » est refusée`,
  untitled: 'sans titre',
  accepted: (titre: string, ean: string) =>
    `Votre publication « ${titre} » (EAN ${ean}) a été validée par notre équipe de modération.`,
  refused: (titre: string, ean: string, reasons: number) =>
    `Votre publication « ${titre} » (EAN ${ean}) a été refusée par notre équipe de modération pour ${reasons > 1 ? 'les raisons suivantes' : 'la raison suivante'} :`,
  comment: 'Commentaire de la modération :',
  correctAndResubmit: 'Vous pouvez la corriger puis la soumettre de nouveau :',
  see: 'Consultez-la sur le portail :',
  signature: "L'équipe du Portail de l'autoédition",
} as const;
