import { describe, expect, test } from 'vitest';
import type { PaymentFailure } from '../../domain/order/paymentOutcomes.ts';
import { ETAT_COMMANDE } from '../../domain/referenceIds.ts';
import { orderMachine } from '../../machines/order/orderMachine.ts';
import { commandeEventOfPaymentOutcome } from '../../machines/order/paymentOutcomeEvent.ts';
import { selectCanCancel, selectCanStartPayment, selectEtatCommande } from '../../machines/order/selectors.ts';
import type { CommandeEvent } from '../../machines/order/types.ts';
import { paymentMachine } from '../../machines/payment/paymentMachine.ts';
import type { ReportOutcomeParams } from '../../machines/payment/types.ts';
import { applyToPersisted, startPersisted } from '../../machines/persistedTransition.ts';
import type { StateValue } from 'xstate';

function order(value: StateValue, event: CommandeEvent) {
  return applyToPersisted(orderMachine, value, event);
}

function notify(value: StateValue, transStatus: string) {
  return applyToPersisted(paymentMachine, value, { type: 'payment.notified', transStatus });
}

/** The order event the attempt's `reportOutcome` effect sends, as the server will forward it. */
function reportedCommandeEvent(actions: { type: string; params: unknown }[]): CommandeEvent | null {
  const report = actions.find((action) => action.type === 'reportOutcome');
  return report ? commandeEventOfPaymentOutcome((report.params as ReportOutcomeParams).outcome) : null;
}

const AWAITING = { awaitingPayment: 'open' } as const;
const FAILURES: PaymentFailure[] = ['refused', 'abandoned', 'errored', 'expired'];

describe('order and payment rules, applied to stored states as the server will', () => {
  test('a new order and a new attempt start placed and created, with no effect', () => {
    expect(startPersisted(orderMachine)).toMatchObject({ value: 'placed', actions: [] });
    expect(startPersisted(paymentMachine)).toMatchObject({ value: 'created', actions: [] });
  });

  test('a success notification pays the order once: invoice and confirmation queued', () => {
    const attempt = notify('redirected', 'CAPTURED');
    expect(attempt).toMatchObject({ value: 'succeeded', changed: true });
    const event = reportedCommandeEvent(attempt.actions);
    expect(event).toEqual({ type: 'order.paymentSucceeded' });

    const paid = order(AWAITING, event!);
    expect(paid.value).toBe('paid');
    expect(selectEtatCommande(paid.snapshot)).toBe(ETAT_COMMANDE.payee);
    expect(paid.actions.map((action) => action.type)).toEqual(['queueInvoice', 'queuePaymentConfirmation']);
  });

  test('a repeated success notification changes nothing and queues nothing', () => {
    const again = notify('succeeded', 'CAPTURED');
    expect(again).toMatchObject({ value: 'succeeded', changed: false, accepted: false, actions: [] });
    expect(order('paid', { type: 'order.paymentSucceeded' })).toMatchObject({
      value: 'paid',
      changed: false,
      accepted: false,
      actions: [],
    });
  });

  test('a settled attempt keeps its outcome whatever is notified after it', () => {
    for (const settled of ['succeeded', 'refused', 'abandoned', 'errored', 'cancelled']) {
      for (const status of ['CAPTURED', 'REFUSED', 'AUTHORISED_TO_VALIDATE']) {
        expect(notify(settled, status)).toMatchObject({ value: settled, changed: false, actions: [] });
      }
    }
    // An expiry is the portal giving up: only a late success changes it.
    for (const status of ['REFUSED', 'AUTHORISED_TO_VALIDATE', 'EXPIRED']) {
      expect(notify('expired', status)).toMatchObject({ value: 'expired', changed: false, actions: [] });
    }
  });

  test('a success notified after the attempt expired pays the order still awaiting payment', () => {
    const late = notify('expired', 'CAPTURED');
    expect(late.value).toBe('succeeded');
    const event = reportedCommandeEvent(late.actions);
    expect(event).toEqual({ type: 'order.paymentSucceeded' });
    const paid = order(AWAITING, event!);
    expect(paid.value).toBe('paid');
    expect(selectEtatCommande(paid.snapshot)).toBe(ETAT_COMMANDE.payee);
  });

  test('a refused attempt leaves the order awaiting payment, shown as Paiement refusé, and payable again', () => {
    const event = reportedCommandeEvent(notify('redirected', 'REFUSED').actions);
    expect(event).toEqual({ type: 'order.paymentFailed', outcome: 'refused' });
    const refused = order(AWAITING, event!);
    expect(refused.snapshot.matches('awaitingPayment')).toBe(true);
    expect(selectEtatCommande(refused.snapshot)).toBe(ETAT_COMMANDE.paiementRefuse);
    expect(selectCanStartPayment(refused.snapshot)).toBe(true);

    const retried = order(refused.value, { type: 'order.paymentStarted' });
    expect(retried.value).toEqual(AWAITING);
    expect(selectEtatCommande(retried.snapshot)).toBe(ETAT_COMMANDE.enAttenteDePaiement);
  });

  test.each(FAILURES.filter((outcome) => outcome !== 'refused'))(
    'an %s attempt leaves the order awaiting payment, payable by a new attempt',
    (outcome) => {
      const failed = order(AWAITING, { type: 'order.paymentFailed', outcome });
      expect(failed).toMatchObject({ value: AWAITING, changed: false, actions: [] });
      expect(selectEtatCommande(failed.snapshot)).toBe(ETAT_COMMANDE.enAttenteDePaiement);
      expect(selectCanStartPayment(failed.snapshot)).toBe(true);
    },
  );

  test('a pending attempt holds the order: no other attempt, no cancellation, until its outcome comes', () => {
    const attempt = notify('redirected', 'AUTHORISED_TO_VALIDATE');
    expect(attempt.value).toBe('pending');
    const pending = order(AWAITING, reportedCommandeEvent(attempt.actions)!);
    expect(pending.value).toEqual({ awaitingPayment: 'pending' });
    expect(selectCanStartPayment(pending.snapshot)).toBe(false);
    expect(selectCanCancel(pending.snapshot)).toBe(false);
    expect(selectEtatCommande(pending.snapshot)).toBe(ETAT_COMMANDE.paiementEnAttenteDeValidation);

    // Told again that it is pending, the attempt stays as it is and reports nothing new.
    expect(notify('pending', 'WAITING_AUTHORISATION')).toMatchObject({ value: 'pending', changed: false, actions: [] });

    const settled = notify('pending', 'CAPTURED');
    expect(order(pending.value, reportedCommandeEvent(settled.actions)!).value).toBe('paid');
    expect(order(pending.value, { type: 'order.paymentFailed', outcome: 'expired' }).value).toEqual(AWAITING);
  });

  test('staff cancel a pending attempt: the order is payable again, and a late success pays nothing', () => {
    for (const open of ['created', 'redirected']) {
      // Not at the provider's decision yet: such an attempt expires, it is not cancelled.
      expect(applyToPersisted(paymentMachine, open, { type: 'payment.cancelled' }).accepted).toBe(false);
    }
    const cancelled = applyToPersisted(paymentMachine, 'pending', { type: 'payment.cancelled' });
    expect(cancelled.value).toBe('cancelled');
    const event = reportedCommandeEvent(cancelled.actions);
    expect(event).toEqual({ type: 'order.paymentCancelled' });

    const reopened = order({ awaitingPayment: 'pending' }, event!);
    expect(reopened.value).toEqual(AWAITING);
    expect(selectEtatCommande(reopened.snapshot)).toBe(ETAT_COMMANDE.enAttenteDePaiement);
    expect(selectCanStartPayment(reopened.snapshot)).toBe(true);
    expect(selectCanCancel(reopened.snapshot)).toBe(true);
    // Only a pending order hears of a cancelled attempt.
    for (const other of ['placed', AWAITING, { awaitingPayment: 'refused' }, 'paid', 'cancelled']) {
      expect(order(other, { type: 'order.paymentCancelled' }).accepted).toBe(false);
    }

    for (const late of ['AUTHORISED', 'CAPTURED', 'AUTHORISED_TO_VALIDATE']) {
      expect(notify('cancelled', late)).toMatchObject({ value: 'cancelled', accepted: false, actions: [] });
    }
  });

  test('an attempt with no notification before its deadline expires and leaves the order payable', () => {
    const expired = applyToPersisted(paymentMachine, 'redirected', { type: 'payment.timedOut' });
    expect(expired.value).toBe('expired');
    expect(reportedCommandeEvent(expired.actions)).toEqual({ type: 'order.paymentFailed', outcome: 'expired' });
    expect(applyToPersisted(paymentMachine, 'pending', { type: 'payment.timedOut' }).accepted).toBe(false);
  });

  test('refund only after payment, with a credit note queued', () => {
    for (const unpaid of ['placed', AWAITING, { awaitingPayment: 'refused' }, { awaitingPayment: 'pending' }]) {
      expect(order(unpaid, { type: 'order.refunded' })).toMatchObject({ changed: false, accepted: false });
    }
    for (const paid of ['paid', 'inProgress', 'completed']) {
      const refunded = order(paid, { type: 'order.refunded' });
      expect(refunded).toMatchObject({ value: 'refunded', changed: true, accepted: true });
      expect(refunded.actions.map((action) => action.type)).toEqual(['queueCreditNote']);
      expect(selectEtatCommande(refunded.snapshot)).toBe(ETAT_COMMANDE.remboursee);
    }
    expect(order('refunded', { type: 'order.refunded' })).toMatchObject({ changed: false, actions: [] });
  });

  test('cancellation only before payment', () => {
    for (const unpaid of ['placed', AWAITING, { awaitingPayment: 'refused' }]) {
      const cancelled = order(unpaid, { type: 'order.cancelled' });
      expect(cancelled.value).toBe('cancelled');
      expect(selectEtatCommande(cancelled.snapshot)).toBe(ETAT_COMMANDE.annulee);
    }
    for (const paid of ['paid', 'inProgress', 'completed', 'refunded']) {
      expect(order(paid, { type: 'order.cancelled' })).toMatchObject({ value: paid, accepted: false });
    }
    // A cancelled order is never paid afterwards.
    expect(order('cancelled', { type: 'order.paymentSucceeded' })).toMatchObject({ value: 'cancelled', actions: [] });
  });

  test('after payment: in progress, then completed, with the proposed ids 7 and 8', () => {
    const started = order('paid', { type: 'order.fulfilmentStarted' });
    expect(started).toMatchObject({ value: 'inProgress', actions: [] });
    expect(selectEtatCommande(started.snapshot)).toBe(7);
    const completed = order(started.value, { type: 'order.fulfilmentCompleted' });
    expect(completed.value).toBe('completed');
    expect(selectEtatCommande(completed.snapshot)).toBe(8);
  });

  test('a stored value the machine does not have is refused', () => {
    expect(() => order('shipped', { type: 'order.cancelled' })).toThrow();
    expect(() => notify('nowhere', 'CAPTURED')).toThrow();
  });
});
