import { assign, fromPromise, setup } from 'xstate';
import { unprovidedActors } from '../shared/unprovided.ts';
import { errorMessageOf, isNotFoundError } from '../shared/errors.ts';
import type {
  EtatPaiementCommande,
  PaymentCheckContext,
  PaymentCheckDependencies,
  PaymentCheckEvent,
} from './types.ts';
import { failure, output } from '../shared/outcomeParams.ts';

/** About two minutes of readings, 1.5 s apart, before the page stops waiting for the provider. */
export const MAX_READINGS = 80;
export const READING_INTERVAL_MS = 1500;

const standIns = unprovidedActors<ReturnType<typeof paymentCheckImplementations>['actors']>('payment check', [
  'readState',
  'pause',
]);

/**
 * /payment/check: reads the order's payment state until the provider's notification has settled it, then hands
 * over to the outcome's page. It only reads: the notification alone changes a payment.
 */
export const paymentCheckMachine = setup({
  types: {
    context: {} as PaymentCheckContext,
    events: {} as PaymentCheckEvent,
    input: {} as { idCommande: number; maxReadings?: number },
  },
  actors: standIns,
  actions: {
    // Effect outside the machine, given by `paymentCheckImplementations`.
    reportSettled: (_, _params: { etat: EtatPaiementCommande }) => {},
    assignFailure: assign((_, params: { error: unknown }) => ({ error: errorMessageOf(params.error, '') || null })),
  },
  guards: {
    isSettled: (_, params: { etat: EtatPaiementCommande }) => params.etat.Issue !== 'enCours',
    hasWaitedEnough: ({ context }) => context.readings >= context.maxReadings,
    /** The server knows no such order of this customer (404): there is nothing to wait for. */
    isUnknownCommande: (_, params: { error: unknown }) => isNotFoundError(params.error),
  },
}).createMachine({
  id: 'paymentCheck',
  context: ({ input }) => ({
    idCommande: input.idCommande,
    maxReadings: input.maxReadings ?? MAX_READINGS,
    etat: null,
    readings: 0,
    error: null,
  }),
  initial: 'reading',
  states: {
    reading: {
      invoke: {
        id: 'readState',
        src: 'readState',
        input: ({ context }) => ({ idCommande: context.idCommande }),
        onDone: [
          {
            guard: { type: 'isSettled', params: output('etat') },
            target: 'settled',
            actions: [assign({ etat: ({ event }) => event.output }), { type: 'reportSettled', params: output('etat') }],
          },
          {
            target: 'waiting',
            actions: assign({ etat: ({ event }) => event.output, readings: ({ context }) => context.readings + 1 }),
          },
        ],
        onError: [
          {
            guard: { type: 'isUnknownCommande', params: failure },
            target: 'unknownCommande',
          },
          {
            target: 'failed',
            actions: { type: 'assignFailure', params: failure },
          },
        ],
      },
    },
    waiting: {
      always: { guard: 'hasWaitedEnough', target: 'gaveUp' },
      invoke: { id: 'pause', src: 'pause', onDone: { target: 'reading' }, onError: { target: 'reading' } },
    },
    /** The provider has still not notified: the customer may check again later. */
    gaveUp: {
      on: { 'paymentCheck.retry': { target: 'reading', actions: assign({ readings: 0 }) } },
    },
    failed: {
      on: { 'paymentCheck.retry': { target: 'reading', actions: assign({ error: null }) } },
    },
    settled: { type: 'final' },
    /** A missing or another customer's order: the page says it is not found. */
    unknownCommande: { type: 'final' },
  },
});

export type PaymentCheckMachine = typeof paymentCheckMachine;

export function paymentCheckImplementations(deps: PaymentCheckDependencies) {
  return {
    actors: {
      readState: fromPromise<EtatPaiementCommande, { idCommande: number }>(({ input, signal }) =>
        deps.api.etat(input.idCommande, signal),
      ),
      pause: fromPromise<void>(({ signal }) => deps.pause(signal)),
    },
    actions: {
      reportSettled: (_: unknown, { etat }: { etat: EtatPaiementCommande }) => deps.settled(etat),
    },
  };
}

export function createPaymentCheckMachine(deps: PaymentCheckDependencies) {
  return paymentCheckMachine.provide(paymentCheckImplementations(deps));
}
