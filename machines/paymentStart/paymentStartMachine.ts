import { assign, fromPromise, setup } from 'xstate';
import { unprovidedActor } from '../shared/unprovided.ts';
import { errorMessageOf } from '../shared/errors.ts';
import type { FormulairePaiement, StartPaymentInput } from '../checkout/types.ts';
import { output } from '../shared/outcomeParams.ts';

export interface PaymentStartDependencies {
  startPayment(input: StartPaymentInput, signal: AbortSignal): Promise<FormulairePaiement>;
  redirect(formulaire: FormulairePaiement): void;
}

interface PaymentStartContext {
  idCommande: number;
  idempotencyKey: string;
  error: string | null;
}

/**
 * « Payer cette commande » on an unpaid order: a new payment attempt, then the browser leaves for the provider
 * with the signed form. Pressing again after a failure retries with the same key, so that one attempt is opened.
 */
export const paymentStartMachine = setup({
  types: {
    context: {} as PaymentStartContext,
    events: {} as { type: 'paymentStart.start' },
    input: {} as { idCommande: number; idempotencyKey: string },
  },
  actors: {
    startPayment: unprovidedActor<FormulairePaiement, StartPaymentInput>('payment start', 'startPayment'),
  },
  actions: {
    redirect: (_, _params: { formulaire: FormulairePaiement }) => {},
  },
}).createMachine({
  id: 'paymentStart',
  context: ({ input }) => ({ ...input, error: null }),
  initial: 'idle',
  states: {
    idle: { on: { 'paymentStart.start': { target: 'starting' } } },
    starting: {
      entry: assign({ error: null }),
      invoke: {
        id: 'startPayment',
        src: 'startPayment',
        input: ({ context }) => ({ idCommande: context.idCommande, idempotencyKey: context.idempotencyKey }),
        onDone: { target: 'redirecting', actions: { type: 'redirect', params: output('formulaire') } },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => errorMessageOf(event.error, '') || null }),
        },
      },
    },
    failed: { on: { 'paymentStart.start': { target: 'starting' } } },
    redirecting: { type: 'final' },
  },
});

export type PaymentStartMachine = typeof paymentStartMachine;

export function createPaymentStartMachine(deps: PaymentStartDependencies) {
  return paymentStartMachine.provide({
    actors: {
      startPayment: fromPromise<FormulairePaiement, StartPaymentInput>(({ input, signal }) =>
        deps.startPayment(input, signal),
      ),
    },
    actions: {
      redirect: (_: unknown, { formulaire }: { formulaire: FormulairePaiement }) => deps.redirect(formulaire),
    },
  });
}
