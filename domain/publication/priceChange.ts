import { longFrenchDay } from '../frenchDates.ts';
import { formatPrice } from '../formatPrice.ts';
import { frenchDay } from '../frenchDates.ts';
import { ETAT_PUBLICATION } from '../referenceIds.ts';

/**
 * A book's price under the fixed book price law (loi du 10 août 1981): the publisher sets it, announces a change
 * ahead (the Médiateur du livre recommends a month's notice to booksellers) and the new price applies on its day,
 * in France. Days here are calendar days in Paris, `YYYY-MM-DD`.
 */

/** The states of a price change (contract: EtatChangementPrix). */
export const ETAT_CHANGEMENT_PRIX = { prevu: 'prevu', applique: 'applique', annule: 'annule' } as const;
export type EtatChangementPrix = (typeof ETAT_CHANGEMENT_PRIX)[keyof typeof ETAT_CHANGEMENT_PRIX];

const NBSP = '\u00a0';

export const PRICE_MESSAGES = {
  alreadyPending: `Un changement de prix est déjà prévu${NBSP}: annulez-le avant d'en programmer un autre.`,
  notValidated: "Le prix d'une publication se programme une fois la publication validée.",
  notPending: `Ce changement de prix ne peut plus être annulé${NBSP}: il s'est déjà appliqué ou a été annulé.`,
  changeNotFound: "Ce changement de prix n'existe pas pour cette publication.",
  cancelled: 'Le changement de prix est annulé.',
  scheduled: 'Le nouveau prix est programmé.',
} as const;

/** The field message of a date of effect before the first one the notice allows. */
export function dateTooEarlyMessage(minimum: string): string {
  return `La date d'effet doit être au plus tôt le ${frenchDay(minimum)}.`;
}

/** The field message of a new price equal to the one in force. */
export function samePriceMessage(current: number): string {
  return `Le nouveau prix doit être différent du prix en vigueur (${formatPrice(current)}).`;
}

function utcDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** `day` plus `count` days. */
export function addDays(day: string, count: number): string {
  const date = utcDay(day);
  date.setUTCDate(date.getUTCDate() + count);
  return isoDay(date);
}

/** `day` plus `months` months, on the month's last day when it is shorter (31 January + 1 month = 28 February). */
export function addMonths(day: string, months: number): string {
  const date = utcDay(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return isoDay(target);
}

/** The first day a new price announced on `today` may apply: after the notice, and never before tomorrow. */
export function minimumEffectiveDay(today: string, noticeMonths: number): string {
  return noticeMonths > 0 ? addMonths(today, noticeMonths) : addDays(today, 1);
}

/** A scheduled change as the author reads it: « 14,00 € à partir du 1er février 2027 ». */
export function pendingPriceSentence(cents: number, day: string): string {
  return `${formatPrice(cents)} à partir du ${longFrenchDay(day)}`;
}

/** What the author reads in a publication's « Prix » section. */
export const PRICE_TEXTS = {
  title: 'Prix',
  current: 'Prix en vigueur',
  pending: 'Changement prévu',
  noPending: 'Aucun changement prévu.',
  cancel: 'Annuler ce changement',
  cancelTitle: 'Annuler le changement de prix\u00a0?',
  cancelText: (sentence: string) =>
    `Le prix prévu (${sentence}) ne s'appliquera pas et ne sera pas annoncé aux libraires.`,
  cancelling: 'Annulation…',
  keep: 'Conserver',
  cancelFailed: "Le changement n'a pas pu être annulé.",
  retry: 'Réessayer',
  scheduleTitle: 'Programmer un nouveau prix',
  scheduleIntro:
    'La loi du 10 août 1981 fixe le prix du livre\u00a0: un nouveau prix est annoncé aux libraires avant son jour, ' +
    "puis s'applique partout le même jour.",
  newPrice: 'Nouveau prix TTC (€)',
  newPriceHint: 'Par exemple 14,00',
  dateEffet: "Date d'effet",
  dateEffetHint: (minimum: string) => `Au format jj/mm/aaaa, au plus tôt le ${frenchDay(minimum)}`,
  schedule: 'Programmer ce prix',
  scheduling: 'Programmation…',
  scheduleFailed: "Le nouveau prix n'a pas été programmé.",
  priceRequired: 'Saisissez le nouveau prix, par exemple 14,00',
  dateRequired: "Saisissez la date d'effet au format jj/mm/aaaa",
  history: 'Historique des prix',
  noHistory: 'Aucun changement de prix pour le moment.',
  historyLine: (cents: number, day: string) => pendingPriceSentence(cents, day),
  etat: { prevu: 'Prévu', applique: 'Appliqué', annule: 'Annulé' } satisfies Record<EtatChangementPrix, string>,
  noPrice: 'Pas encore de prix',
  loadFailed: 'Les prix de cette publication n’ont pas pu être chargés.',
} as const;

/** Whether a publication's price is scheduled through the « Prix » section: validated, or referenced (validated first). */
export function hasFixedPrice(idEtatPublication: number): boolean {
  return idEtatPublication === ETAT_PUBLICATION.validee || idEtatPublication === ETAT_PUBLICATION.referencee;
}
