import { ETAT_COMMANDE } from '../referenceIds.ts';

/**
 * Where an order stands once placed (issue 10): placed → awaiting payment → paid → in progress → completed, plus
 * cancelled and refunded. `paymentRefused` is an awaiting-payment situation whose last attempt the bank refused:
 * the order can still be paid, and `Get_EtatCommande` has an entry for it. `paymentPending` is one whose last attempt
 * awaits the bank's decision at the provider: nothing can be done with the order but wait or cancel that attempt, and
 * staff must find it. A basket (IdEtatCommande 1) is not an order state: placing the order leaves it.
 */
export const COMMANDE_STATES = [
  'placed',
  'awaitingPayment',
  'paymentRefused',
  'paymentPending',
  'paid',
  'inProgress',
  'completed',
  'cancelled',
  'refunded',
] as const;

export type CommandeState = (typeof COMMANDE_STATES)[number];

/** The IdEtatCommande each order state is stored and shown as. */
export const ETAT_COMMANDE_OF_COMMANDE_STATE: Readonly<Record<CommandeState, number>> = {
  placed: ETAT_COMMANDE.enAttenteDePaiement,
  awaitingPayment: ETAT_COMMANDE.enAttenteDePaiement,
  paymentRefused: ETAT_COMMANDE.paiementRefuse,
  paymentPending: ETAT_COMMANDE.paiementEnAttenteDeValidation,
  paid: ETAT_COMMANDE.payee,
  inProgress: ETAT_COMMANDE.enCours,
  completed: ETAT_COMMANDE.terminee,
  cancelled: ETAT_COMMANDE.annulee,
  refunded: ETAT_COMMANDE.remboursee,
};

export function etatCommandeOf(state: CommandeState): number {
  return ETAT_COMMANDE_OF_COMMANDE_STATE[state];
}

/**
 * The order state a stored IdEtatCommande stands for; null for a basket or an unknown id. `placed` and
 * `awaitingPayment` share an id: it reads back as `awaitingPayment`, which accepts everything `placed` does.
 */
export function commandeStateOfEtatCommande(idEtatCommande: number): CommandeState | null {
  if (idEtatCommande === ETAT_COMMANDE.enAttenteDePaiement) return 'awaitingPayment';
  const found = COMMANDE_STATES.find((state) => ETAT_COMMANDE_OF_COMMANDE_STATE[state] === idEtatCommande);
  return found ?? null;
}
