import { describe, expect, test } from 'vitest';
import {
  ETAT_COMMANDE_OF_COMMANDE_STATE,
  etatCommandeOf,
  COMMANDE_STATES,
  commandeStateOfEtatCommande,
} from '../../domain/order/commandeStates.ts';
import { isPaymentFailure, PAYMENT_OUTCOMES } from '../../domain/order/paymentOutcomes.ts';
import { paymentOutcomeOfTransStatus } from '../../domain/order/transStatus.ts';
import { ETAT_COMMANDE } from '../../domain/referenceIds.ts';
import { etatsCommande } from '../../server/compose/seed/data/referenceLists.ts';

describe('vads_trans_status → payment outcome (Lyra payment form)', () => {
  test.each([
    ['AUTHORISED', 'succeeded'],
    ['CAPTURED', 'succeeded'],
    ['ACCEPTED', 'succeeded'],
    ['AUTHORISED_TO_VALIDATE', 'pending'],
    ['WAITING_AUTHORISATION', 'pending'],
    ['WAITING_AUTHORISATION_TO_VALIDATE', 'pending'],
    ['UNDER_VERIFICATION', 'pending'],
    ['SUSPENDED', 'pending'],
    ['INITIAL', 'pending'],
    ['REFUSED', 'refused'],
    ['ABANDONED', 'abandoned'],
    ['CANCELLED', 'abandoned'],
    ['EXPIRED', 'expired'],
    ['CAPTURE_FAILED', 'errored'],
    ['NOT_CREATED', 'errored'],
    ['PARTIALLY_AUTHORISED', 'errored'],
    ['', 'errored'],
    ['captured', 'errored'],
    ['constructor', 'errored'],
  ])('%s → %s', (status, outcome) => {
    expect(paymentOutcomeOfTransStatus(status)).toBe(outcome);
  });

  test('only refused, abandoned, errored and expired leave the order payable by a new attempt', () => {
    expect(PAYMENT_OUTCOMES.filter(isPaymentFailure)).toEqual(['refused', 'abandoned', 'errored', 'expired']);
  });
});

describe('order states and Get_EtatCommande', () => {
  test('each order state has an IdEtatCommande; none is the basket', () => {
    expect(Object.keys(ETAT_COMMANDE_OF_COMMANDE_STATE).sort()).toEqual([...COMMANDE_STATES].sort());
    for (const state of COMMANDE_STATES) expect(etatCommandeOf(state)).not.toBe(ETAT_COMMANDE.panier);
    expect(etatCommandeOf('paymentRefused')).toBe(ETAT_COMMANDE.paiementRefuse);
    expect(etatCommandeOf('refunded')).toBe(ETAT_COMMANDE.remboursee);
  });

  test('every id read back gives its state; placed reads back as awaiting payment; a basket is no order state', () => {
    for (const state of COMMANDE_STATES.filter((state) => state !== 'placed'))
      expect(commandeStateOfEtatCommande(etatCommandeOf(state))).toBe(state);
    expect(commandeStateOfEtatCommande(etatCommandeOf('placed'))).toBe('awaitingPayment');
    expect(commandeStateOfEtatCommande(ETAT_COMMANDE.panier)).toBeNull();
    expect(commandeStateOfEtatCommande(99)).toBeNull();
  });

  test('every order state is stored under an id of the reference list', () => {
    for (const id of Object.values(ETAT_COMMANDE)) expect(etatsCommande.some((row) => row.Id === id)).toBe(true);
    for (const state of COMMANDE_STATES)
      expect(etatsCommande.some((row) => row.Id === etatCommandeOf(state))).toBe(true);
  });
});
