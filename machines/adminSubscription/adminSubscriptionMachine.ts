import { assign, fromPromise, setup } from 'xstate';
import { unprovidedActors } from '../shared/unprovided.ts';
import { ADMIN_SUBSCRIPTION_TEXTS as T } from '../../domain/subscription/boSubscriptionTexts.ts';
import { isCancellable } from '../../domain/subscription/cancellation.ts';
import { errorMessageOf, isNotFoundError } from '../shared/errors.ts';
import type {
  AbonnementBO,
  AdminSubscriptionContext,
  AdminSubscriptionDependencies,
  AdminSubscriptionEvent,
  AdminSubscriptionInput,
} from './types.ts';
import { failure, output } from '../shared/outcomeParams.ts';

const standIns = unprovidedActors<ReturnType<typeof adminSubscriptionImplementations>['actors']>('admin subscription', [
  'loadAbonnement',
  'resilierAbonnement',
]);

/**
 * A subscription in the back office: loaded (an unknown id is a state of its own), cancelled on the customer's
 * behalf after a confirmation. A refused cancellation keeps the server's reason and reads the subscription again,
 * since what made it refused (its end) may have changed it.
 */
export const adminSubscriptionMachine = setup({
  types: {
    context: {} as AdminSubscriptionContext,
    events: {} as AdminSubscriptionEvent,
    input: {} as AdminSubscriptionInput,
  },
  actors: standIns,
  actions: {
    // Effect outside the machine, given by `adminSubscriptionImplementations`.
    reportCancelled: (_, _params: { abonnement: AbonnementBO }) => {},
    assignAbonnement: assign((_, params: { abonnement: AbonnementBO }) => ({
      abonnement: params.abonnement,
      loadError: null,
    })),
    assignLoadError: assign((_, params: { error: unknown }) => ({
      loadError: errorMessageOf(params.error, T.loadSubscriptionFailed),
    })),
    forgetLoadError: assign({ loadError: null }),
    assignCancelError: assign((_, params: { error: unknown }) => ({
      cancelError: errorMessageOf(params.error, T.cancel.failed),
    })),
    forgetCancelError: assign({ cancelError: null }),
  },
  guards: {
    isNotFound: (_, params: { error: unknown }) => isNotFoundError(params.error),
    // Neither ended nor already cancelled, and renewing: there is something to stop.
    canCancel: ({ context }) =>
      context.abonnement !== null && context.abonnement.PeutResilier && isCancellable(context.abonnement.Abonnement),
  },
}).createMachine({
  id: 'adminSubscription',
  context: ({ input }) => ({ id: input.id, abonnement: null, loadError: null, cancelError: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadAbonnement',
        src: 'loadAbonnement',
        input: ({ context }) => context.id,
        onDone: { target: 'ready', actions: { type: 'assignAbonnement', params: output('abonnement') } },
        onError: [
          { guard: { type: 'isNotFound', params: failure }, target: 'notFound' },
          {
            target: 'loadFailed',
            actions: { type: 'assignLoadError', params: failure },
          },
        ],
      },
    },
    loadFailed: {
      on: { 'adminSubscription.retryLoad': { target: 'loading', actions: 'forgetLoadError' } },
    },
    notFound: {},
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'adminSubscription.cancel': { guard: 'canCancel', target: 'confirming', actions: 'forgetCancelError' },
          },
        },
        confirming: {
          on: {
            'adminSubscription.confirmCancel': { target: 'cancelling' },
            'adminSubscription.dismissCancel': { target: 'idle' },
          },
        },
        cancelling: {
          invoke: {
            id: 'resilierAbonnement',
            src: 'resilierAbonnement',
            input: ({ context }) => context.id,
            onDone: {
              target: 'idle',
              actions: [
                { type: 'assignAbonnement', params: output('abonnement') },
                { type: 'reportCancelled', params: output('abonnement') },
              ],
            },
            onError: { target: 'rereading', actions: { type: 'assignCancelError', params: failure } },
          },
        },
        /** After a refusal: the subscription as the server now has it; if it cannot be read, as it was. */
        rereading: {
          invoke: {
            id: 'rereadAbonnement',
            src: 'loadAbonnement',
            input: ({ context }) => context.id,
            onDone: { target: 'idle', actions: { type: 'assignAbonnement', params: output('abonnement') } },
            onError: { target: 'idle' },
          },
        },
      },
    },
  },
});

export type AdminSubscriptionMachine = typeof adminSubscriptionMachine;

/** The machine's effects over `deps`: the application passes the real ones, tests stand-ins. */
export function adminSubscriptionImplementations(deps: AdminSubscriptionDependencies) {
  return {
    actors: {
      loadAbonnement: fromPromise<AbonnementBO, number>(({ input, signal }) => deps.api.load(input, signal)),
      resilierAbonnement: fromPromise<AbonnementBO, number>(({ input, signal }) => deps.api.resilier(input, signal)),
    },
    actions: {
      reportCancelled: (_: unknown, { abonnement }: { abonnement: AbonnementBO }) => deps.cancelled(abonnement),
    },
  };
}

export function createAdminSubscriptionMachine(deps: AdminSubscriptionDependencies) {
  return adminSubscriptionMachine.provide(adminSubscriptionImplementations(deps));
}
