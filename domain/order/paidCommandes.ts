import { ETAT_COMMANDE } from '../referenceIds.ts';

/**
 * The IdEtatCommande of an order paid for good: paid, in progress or completed. What it bought (a training seat, a
 * subscription) is the customer's; a cancelled or refunded order gives nothing.
 */
export const ETATS_COMMANDE_PAYEE: readonly number[] = [
  ETAT_COMMANDE.payee,
  ETAT_COMMANDE.enCours,
  ETAT_COMMANDE.terminee,
];
