import { assertEvent, assign, setup } from 'xstate';
import { errorMessageOf, fieldErrorsOf } from '../shared/errors.ts';
import { failure } from '../shared/outcomeParams.ts';
import { unprovidedActors } from '../shared/unprovided.ts';
import { createPriceChangeActors, type PriceChangeActors } from './actors.ts';
import type {
  PriceChangeContext,
  PriceChangeDependencies,
  PriceChangeEvent,
  PriceChangeInput,
  PrixPublication,
} from './types.ts';

const standIns = unprovidedActors<PriceChangeActors>('price change', ['programmerPrix', 'annulerPrix']);

function changeOf(context: PriceChangeContext): number {
  if (context.idChangement === null) throw new Error('No price change is being cancelled');
  return context.idChangement;
}

/**
 * The « Prix » section of a validated publication: the author schedules a new price (the server checks the notice
 * and answers refusals at the fields, which stay on the form), or cancels the pending change after a confirmation; a
 * failed cancellation keeps the change and offers to try again. The prices themselves are the page's query: the
 * machine reports each answer through `reportChanged`.
 */
export const priceChangeMachine = setup({
  types: {
    context: {} as PriceChangeContext,
    events: {} as PriceChangeEvent,
    input: {} as PriceChangeInput,
  },
  actors: standIns,
  actions: {
    reportChanged: (_, _params: { prices: PrixPublication; what: 'scheduled' | 'cancelled' }) => {},
    assignCancelRequest: assign(({ event }) => {
      assertEvent(event, 'priceChange.requestCancel');
      return { idChangement: event.idChangement, error: null };
    }),
    assignFailure: assign((_, params: { error: unknown }) => ({
      error: errorMessageOf(params.error, '') || null,
      fieldErrors: fieldErrorsOf(params.error),
    })),
    forgetOutcome: assign({ error: null, fieldErrors: [] }),
    forgetCancelRequest: assign({ idChangement: null, error: null }),
  },
}).createMachine({
  id: 'priceChange',
  context: ({ input }) => ({ idPublication: input.idPublication, idChangement: null, error: null, fieldErrors: [] }),
  initial: 'idle',
  states: {
    /** The prices are shown; a scheduling's refusal, if any, stays on the form until the next try. */
    idle: {
      on: {
        'priceChange.schedule': { target: 'scheduling', actions: 'forgetOutcome' },
        'priceChange.requestCancel': { target: 'confirmingCancel', actions: ['forgetOutcome', 'assignCancelRequest'] },
      },
    },
    /** The form is disabled while the server decides. */
    scheduling: {
      invoke: {
        id: 'programmerPrix',
        src: 'programmerPrix',
        input: ({ context, event }) => {
          assertEvent(event, 'priceChange.schedule');
          return { idPublication: context.idPublication, prixTTC: event.prixTTC, dateEffet: event.dateEffet };
        },
        onDone: {
          target: 'idle',
          actions: {
            type: 'reportChanged',
            params: ({ event }) => ({ prices: event.output, what: 'scheduled' as const }),
          },
        },
        onError: { target: 'idle', actions: { type: 'assignFailure', params: failure } },
      },
    },
    confirmingCancel: {
      on: {
        'priceChange.confirmCancel': { target: 'cancelling' },
        'priceChange.dismiss': { target: 'idle', actions: 'forgetCancelRequest' },
      },
    },
    cancelling: {
      invoke: {
        id: 'annulerPrix',
        src: 'annulerPrix',
        input: ({ context }) => ({ idPublication: context.idPublication, idChangement: changeOf(context) }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'reportChanged', params: ({ event }) => ({ prices: event.output, what: 'cancelled' as const }) },
            'forgetCancelRequest',
          ],
        },
        onError: { target: 'cancelFailed', actions: { type: 'assignFailure', params: failure } },
      },
    },
    /** Nothing changed on the server: the confirmation stays open with the reason and « Réessayer ». */
    cancelFailed: {
      on: {
        'priceChange.retry': { target: 'cancelling', actions: 'forgetOutcome' },
        'priceChange.dismiss': { target: 'idle', actions: 'forgetCancelRequest' },
      },
    },
  },
});

export type PriceChangeMachine = typeof priceChangeMachine;

/** The machine's effects over `deps`: the application passes the real ones, tests stand-ins. */
export function priceChangeImplementations(deps: PriceChangeDependencies) {
  return {
    actors: createPriceChangeActors(deps),
    actions: {
      reportChanged: (_: unknown, params: { prices: PrixPublication; what: 'scheduled' | 'cancelled' }) =>
        deps.changed(params.prices, params.what),
    },
  };
}

export function createPriceChangeMachine(deps: PriceChangeDependencies) {
  return priceChangeMachine.provide(priceChangeImplementations(deps));
}
