import type { components } from '../../openapi/generated/schema.d.ts';
import { PUBLICATION_FIELD_LABELS } from './labels.ts';
import { WIZARD_STEP_TABLE, type WizardStep } from './wizardSteps.ts';

export type ChampPublication = components['schemas']['ChampPublication'];
export type EtatCorrection = components['schemas']['EtatCorrection'];
export type Correction = components['schemas']['Correction'];

/** Every field a fix-list item may point at (the contract's ChampPublication). */
const CHAMPS: ReadonlySet<string> = new Set<ChampPublication>([
  'Ean',
  'IdsLangues',
  'Titre',
  'Serie',
  'NumeroVolume',
  'TitreVolume',
  'AuteurContribution',
  'IdMarque',
  'IdDisponibilite',
  'DateParution',
  'PrixTTC',
  'NombrePage',
  'Format_Poids',
  'Format_Hauteur',
  'Format_Largeur',
  'Format_Epaisseur',
  'IdFormat',
  'IdIllustration',
  'Coffret',
  'GenCod',
  'ImpressionDemande',
  'IdTypeOuvrage',
  'IdSujet',
  'Resume',
  'VisuelCouverture',
  'QuatriemeCouverture',
  'PageTitre',
  'Argumentaire',
]);

function isChamp(field: string): field is ChampPublication {
  return CHAMPS.has(field);
}

/** The fields of each wizard step that staff may attach an item to: the ones its form shows. */
export const CHAMPS_OF_ETAPE: Readonly<Record<WizardStep, readonly ChampPublication[]>> = {
  1: WIZARD_STEP_TABLE[1].fields.filter(isChamp),
  2: WIZARD_STEP_TABLE[2].fields.filter(isChamp),
  3: WIZARD_STEP_TABLE[3].fields.filter(isChamp),
  4: WIZARD_STEP_TABLE[4].fields.filter(isChamp),
  5: WIZARD_STEP_TABLE[5].fields.filter(isChamp),
};

/** Whether `champ` is shown on step `etape`; the whole step (null) always is. */
export function champBelongsToEtape(etape: WizardStep, champ: ChampPublication | null | undefined): boolean {
  return champ === null || champ === undefined || CHAMPS_OF_ETAPE[etape].includes(champ);
}

/** The label of a field as the wizard shows it; null for the whole step. */
export function libelleChamp(champ: ChampPublication | null): string | null {
  return champ === null ? null : PUBLICATION_FIELD_LABELS[champ];
}

/** « Étape 2 · Titre, série et auteurs ». */
export function etapeLabel(etape: WizardStep): string {
  return `Étape ${etape} · ${WIZARD_STEP_TABLE[etape].label}`;
}

/** The items of a fix list that the author has not dealt with yet. */
export function remainingCorrections(corrections: readonly Pick<Correction, 'Etat'>[]): number {
  return corrections.filter((correction) => correction.Etat === 'a_faire').length;
}

/** The number of items still to do on each step. */
export function remainingByEtape(
  corrections: readonly Pick<Correction, 'Etat' | 'Etape'>[],
): Readonly<Record<WizardStep, number>> {
  const counts: Record<WizardStep, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const correction of corrections) if (correction.Etat === 'a_faire') counts[correction.Etape as WizardStep] += 1;
  return counts;
}

export const ETAT_CORRECTION_LABELS: Readonly<Record<EtatCorrection, string>> = {
  a_faire: 'À faire',
  faite: 'Faite',
  repondue: 'Répondue',
};

/** What the fix list says, to staff and to the author. */
export const FIX_LIST_TEXTS = {
  wholeStep: "Toute l'étape",
  champNotInEtape: (champ: ChampPublication, etape: WizardStep) =>
    `Le champ « ${PUBLICATION_FIELD_LABELS[champ]} » n'est pas à l'étape ${etape} (${WIZARD_STEP_TABLE[etape].label}).`,
  answerRequired: 'Écrivez votre réponse à la modération.',
  notOfLastRefusal: "Cette correction n'est pas celle du dernier refus : elle ne peut plus changer.",
  notEditable: 'Cette publication ne peut plus changer : ses corrections non plus.',
  unknownCorrection: "Cette correction n'existe pas pour cette publication.",
  title: 'Corrections demandées par la modération',
  onStep: (count: number) =>
    count === 0
      ? 'Toutes les corrections de cette étape sont traitées.'
      : `${count} correction${count > 1 ? 's' : ''} à faire sur cette étape`,
  remainingOnStep: (count: number) => `${count}\u00a0correction${count > 1 ? 's' : ''} à faire`,
  markDone: 'Marquer comme faite',
  answer: 'Répondre',
  undo: 'Remettre à faire',
  answerLabel: 'Votre réponse',
  sendAnswer: 'Envoyer la réponse',
  cancel: 'Annuler',
  goToField: 'Aller au champ',
  yourAnswer: 'Votre réponse\u00a0:',
  authorAnswer: "Réponse de l'auteur\u00a0:",
  saveFailed: "La correction n'a pas pu être enregistrée. Veuillez réessayer.",
} as const;

/** The refusal e-mail's list of items. */
export const FIX_LIST_MAIL = {
  heading: 'Les corrections demandées :',
  item: (etape: WizardStep, libelleChamp: string | null, raison: string, commentaire: string | null) =>
    `- ${etapeLabel(etape)}, ${libelleChamp ?? FIX_LIST_TEXTS.wholeStep} : ${raison}${commentaire ? ` — ${commentaire}` : ''}`,
} as const;

/** What the back office's refusal form says of the fix list it builds. */
export const FIX_LIST_STAFF_TEXTS = {
  title: 'Liste des corrections',
  hint: "Chaque élément indique à l'auteur une raison, l'étape et le champ où la corriger, et ce qu'il faut changer.",
  item: (rank: number) => `Correction ${rank}`,
  reason: 'Raison',
  step: 'Étape',
  field: 'Champ',
  comment: 'Commentaire',
  add: 'Ajouter une correction',
  remove: (rank: number) => `Retirer la correction ${rank}`,
  reasonRequired: 'Choisissez la raison de cette correction.',
  empty: "Aucune correction : ajoutez-en pour dire à l'auteur où corriger.",
  changesTitle: 'Modifications depuis le refus',
  changesSince: (date: string) => `Ce que l'auteur a changé depuis le refus du ${date}.`,
  noChange: "L'auteur n'a changé aucun champ depuis le refus.",
  before: 'Avant',
  after: 'Après',
  correctionsTitle: "Corrections demandées et réponses de l'auteur",
  emptyValue: '(vide)',
} as const;
