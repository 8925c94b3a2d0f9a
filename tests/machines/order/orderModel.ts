import { expect } from 'vitest';
import { COMMANDE_STATES } from '../../../domain/order/commandeStates.ts';
import { orderMachine, type OrderMachine } from '../../../machines/order/orderMachine.ts';
import { selectEtatCommande, selectCommandeState } from '../../../machines/order/selectors.ts';
import { staffActionsOf } from '../../../machines/order/staffActions.ts';
import { createMachineModel, type ModelEvent } from '../modelRunner.ts';

/** The order machine's model: every fact an order can learn, each payment failure kind once. */
const events: ModelEvent<OrderMachine>[] = [
  { type: 'order.paymentStarted' },
  { type: 'order.paymentSucceeded' },
  { type: 'order.settledWithoutPayment' },
  { type: 'order.paymentPending' },
  { type: 'order.paymentCancelled' },
  { type: 'order.paymentFailed', outcome: 'refused' },
  { type: 'order.paymentFailed', outcome: 'abandoned' },
  { type: 'order.paymentFailed', outcome: 'errored' },
  { type: 'order.paymentFailed', outcome: 'expired' },
  { type: 'order.cancelled' },
  { type: 'order.fulfilmentStarted' },
  { type: 'order.fulfilmentCompleted' },
  { type: 'order.refunded' },
];

export const orderModel = createMachineModel({
  machine: orderMachine,
  events,
  // Every state the order reaches is a domain order state with an IdEtatCommande.
  invariant: (snapshot) => {
    expect(COMMANDE_STATES).toContain(selectCommandeState(snapshot));
    expect(selectEtatCommande(snapshot)).toBeGreaterThan(1);
    // What the back office may do follows from the state alone.
    const state = selectCommandeState(snapshot);
    const paidForGood = ['paid', 'inProgress', 'completed'].includes(state);
    const unpaid = ['placed', 'awaitingPayment', 'paymentRefused'].includes(state);
    // An attempt awaiting the bank's decision is its own state, shown and filtered as such (IdEtatCommande 9).
    expect(state === 'paymentPending').toBe(snapshot.matches({ awaitingPayment: 'pending' }));
    expect(staffActionsOf(snapshot)).toEqual({
      PeutPasserEnCours: state === 'paid',
      PeutTerminer: state === 'inProgress',
      PeutAnnuler: paidForGood || unpaid,
      AnnulationAvecAvoir: paidForGood,
      PeutAnnulerPaiement: state === 'paymentPending',
    });
  },
});
