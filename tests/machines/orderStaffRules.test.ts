import type { StateValue } from 'xstate';
import { describe, expect, test } from 'vitest';
import { ETAT_COMMANDE } from '../../domain/referenceIds.ts';
import { orderMachine } from '../../machines/order/orderMachine.ts';
import { selectEtatCommande } from '../../machines/order/selectors.ts';
import { staffEventOf } from '../../machines/order/staffActions.ts';
import type { BoCommandeAction } from '../../domain/order/boCommandeTexts.ts';
import { applyToPersisted } from '../../machines/persistedTransition.ts';

/** A back-office action applied to a stored order state, as the server applies it. */
function staff(value: StateValue, action: BoCommandeAction) {
  const snapshot = orderMachine.resolveState({ value, context: undefined });
  const step = applyToPersisted(orderMachine, value, staffEventOf(action, snapshot));
  return { accepted: step.accepted, etat: selectEtatCommande(step.snapshot), actions: step.actions.map((a) => a.type) };
}

describe('the back office moves an order through its machine', () => {
  test('a paid order goes in progress, then completed, with no effect', () => {
    expect(staff('paid', 'passerEnCours')).toEqual({ accepted: true, etat: ETAT_COMMANDE.enCours, actions: [] });
    expect(staff('inProgress', 'terminer')).toEqual({ accepted: true, etat: ETAT_COMMANDE.terminee, actions: [] });
  });

  test('fulfilment skips no step and never starts before payment', () => {
    for (const value of ['placed', { awaitingPayment: 'open' }, 'inProgress', 'completed', 'cancelled', 'refunded'])
      expect(staff(value, 'passerEnCours').accepted, JSON.stringify(value)).toBe(false);
    for (const value of ['placed', 'paid', 'completed', 'cancelled', 'refunded'])
      expect(staff(value, 'terminer').accepted, JSON.stringify(value)).toBe(false);
  });

  test('cancelling an unpaid order cancels it; cancelling a paid one refunds it with a credit note', () => {
    for (const value of ['placed', { awaitingPayment: 'open' }, { awaitingPayment: 'refused' }])
      expect(staff(value, 'annuler')).toEqual({ accepted: true, etat: ETAT_COMMANDE.annulee, actions: [] });
    for (const value of ['paid', 'inProgress', 'completed'])
      expect(staff(value, 'annuler')).toEqual({
        accepted: true,
        etat: ETAT_COMMANDE.remboursee,
        actions: ['queueCreditNote'],
      });
  });

  test('a payment awaiting the bank, a cancelled or a refunded order cannot be cancelled', () => {
    for (const value of [{ awaitingPayment: 'pending' }, 'cancelled', 'refunded'])
      expect(staff(value, 'annuler').accepted, JSON.stringify(value)).toBe(false);
  });
});
