import { TYPE_PRODUIT } from '../referenceIds.ts';

/**
 * A training a private person pays for themselves (Code du travail L6353-3 to L6353-7) is not ordered online.
 *
 * The law: the training contract is signed before the final enrolment and before any payment (L6353-3) and names,
 * on pain of nullity, the training's programme, prerequisites, trainers and payment terms (L6353-4); the trainee may
 * withdraw within 10 days of signing it (L6353-5); no sum may be demanded before those 10 days end, at their end no
 * more than 30 % of the agreed price may be paid, and the balance is paid in instalments as the training proceeds
 * (L6353-6); each of these breaches is fined 4 500 € (L6355-20).
 *
 * Why not « order now, pay after the withdrawal period » with the card payment's deferred capture (Lyra
 * `vads_capture_delay`): one capture, however late, takes the whole price on one day, which L6353-6 forbids — only
 * 30 % may be taken when the period ends, the rest as the training goes on. A card authorisation also lasts about
 * 7 days, so a capture after day 10 is authorised only on its own day, without the customer (no 3-D Secure then),
 * and may fail once the place is given. Doing it lawfully takes a signed contract and a schedule of several
 * payments tied to the session's progress, which the portal does not offer: the basket says so on the line as soon
 * as it is added, and the confirmation names the line and offers to remove it so that the rest can be ordered.
 *
 * A private person is an account without a company on its profile (no SIRET): the same rule as the invoice's.
 */
export function isTrainingForIndividual(idTypeProduit: number, isPrivatePerson: boolean): boolean {
  return isPrivatePerson && idTypeProduit === TYPE_PRODUIT.formation;
}

/** The articles of the Code du travail the notices cite. */
const ARTICLES = 'Code du travail, articles L6353-5 et L6353-6';

/** What a training line says, on the line itself, in the basket and on the confirmation. */
export const TRAINING_FOR_INDIVIDUAL_TEXTS = {
  /** A signed-in private person: the line cannot be ordered online. */
  lineNotice: `Formation à vos frais de particulier : elle ne se commande pas en ligne. La loi vous laisse 10 jours pour vous rétracter, puis limite le premier paiement à 30 % du prix et échelonne le solde au fil de la formation (${ARTICLES}). Contactez-nous pour l’organiser, ou retirez-la pour commander le reste du panier.`,
  /** A visitor not signed in: who they are is not known yet, so the rule is stated for both cases. */
  visitorNotice: `Payée par une entreprise (compte avec SIRET), cette formation se commande en ligne. Payée par un particulier pour lui-même, elle s’organise avec nous, selon un contrat et des paiements échelonnés que prévoit la loi (${ARTICLES}).`,
} as const;
