import { assertEvent, assign, setup } from 'xstate';
import { unprovidedActor } from '../shared/unprovided.ts';
import { isCancellable } from '../../domain/subscription/cancellation.ts';
import { errorMessageOf } from '../shared/errors.ts';
import { createSubscriptionCancelActors, type SubscriptionCancelActors } from './actors.ts';
import type {
  Abonnement,
  ResilierInput,
  SubscriptionCancelContext,
  SubscriptionCancelDependencies,
  SubscriptionCancelEvent,
} from './types.ts';

const unprovidedActors: SubscriptionCancelActors = {
  resilierAbonnement: unprovidedActor<Abonnement, ResilierInput>('subscription cancel', 'resilierAbonnement'),
};

function target(context: SubscriptionCancelContext): Abonnement {
  if (!context.abonnement) throw new Error('No subscription is being cancelled');
  return context.abonnement;
}

/**
 * Cancelling a subscription from « Mes Abonnements » (Code de la consommation L215-1-1): the customer asks,
 * confirms, and the server stops the renewal. A failure keeps the subscription as it was and offers to try
 * again; once done, another subscription may be cancelled the same way.
 */
export const subscriptionCancelMachine = setup({
  types: {
    context: {} as SubscriptionCancelContext,
    events: {} as SubscriptionCancelEvent,
  },
  actors: unprovidedActors,
  actions: {
    // Effect outside the machine, given by `subscriptionCancelImplementations`.
    reportCancelled: (_, _params: { abonnement: Abonnement }) => {},
    assignRequested: assign(({ event }) => {
      assertEvent(event, 'subscriptionCancel.request');
      return { abonnement: event.abonnement, error: null };
    }),
    assignCancelled: assign((_, params: { abonnement: Abonnement }) => ({ abonnement: params.abonnement })),
    assignFailure: assign((_, params: { error: unknown }) => ({ error: errorMessageOf(params.error, '') || null })),
    forgetFailure: assign({ error: null }),
    forgetRequest: assign({ abonnement: null, error: null }),
  },
  guards: {
    isCancellable: ({ event }) => event.type === 'subscriptionCancel.request' && isCancellable(event.abonnement),
  },
}).createMachine({
  id: 'subscriptionCancel',
  context: { abonnement: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'subscriptionCancel.request': { guard: 'isCancellable', target: 'confirming', actions: 'assignRequested' },
      },
    },
    confirming: {
      on: {
        'subscriptionCancel.confirm': { target: 'cancelling' },
        'subscriptionCancel.dismiss': { target: 'idle', actions: 'forgetRequest' },
      },
    },
    cancelling: {
      invoke: {
        id: 'resilierAbonnement',
        src: 'resilierAbonnement',
        input: ({ context }) => ({ id: target(context).Id }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'assignCancelled', params: ({ event }) => ({ abonnement: event.output }) },
            { type: 'reportCancelled', params: ({ event }) => ({ abonnement: event.output }) },
          ],
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** Nothing changed on the server: the confirmation stays open with the reason and « Réessayer ». */
    failed: {
      on: {
        'subscriptionCancel.retry': { target: 'cancelling', actions: 'forgetFailure' },
        'subscriptionCancel.dismiss': { target: 'idle', actions: 'forgetRequest' },
      },
    },
    /** The confirmation has closed; `abonnement` is the subscription as the server now has it. */
    done: {
      on: {
        'subscriptionCancel.request': { guard: 'isCancellable', target: 'confirming', actions: 'assignRequested' },
      },
    },
  },
});

export type SubscriptionCancelMachine = typeof subscriptionCancelMachine;

/** The machine's effects over `deps`: the application passes the real ones, tests stand-ins. */
export function subscriptionCancelImplementations(deps: SubscriptionCancelDependencies) {
  return {
    actors: createSubscriptionCancelActors(deps),
    actions: {
      reportCancelled: (_: unknown, { abonnement }: { abonnement: Abonnement }) => deps.cancelled(abonnement),
    },
  };
}

export function createSubscriptionCancelMachine(deps: SubscriptionCancelDependencies) {
  return subscriptionCancelMachine.provide(subscriptionCancelImplementations(deps));
}
