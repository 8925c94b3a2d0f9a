import { assertEvent, assign, setup } from 'xstate';
import { unprovidedActors } from '../shared/unprovided.ts';
import { keyOfLine, type LineKey } from '../../domain/basket/lines.ts';
import { VERSION_CGV, checkoutBlockers } from '../../domain/order/checkoutRules.ts';
import { ETAT_COMMANDE } from '../../domain/referenceIds.ts';
import { errorMessageOf } from '../shared/errors.ts';
import { createCheckoutActors, type CheckoutActors } from './actors.ts';
import type {
  CheckoutContext,
  CheckoutDependencies,
  CheckoutEvent,
  Commande,
  ConditionsCommande,
  FormulairePaiement,
} from './types.ts';
import { failure, output } from '../shared/outcomeParams.ts';

const standIns = unprovidedActors<CheckoutActors>('checkout', ['loadConditions', 'placeCommande', 'startPayment']);

function placed(context: CheckoutContext): Commande {
  if (!context.commande) throw new Error('No order has been placed');
  return context.commande;
}

/** The basket's key of the recap's line `idLigne`. */
function lineKeyOf(context: CheckoutContext, idLigne: number): Required<LineKey> {
  const line = context.conditions?.Panier.listCommandeProduit.find((candidate) => candidate.Id === idLigne);
  if (!line) throw new Error(`No line ${idLigne} in the basket`);
  return keyOfLine(line);
}

/** The conditions read: the customer reviews them, choices and removals being saved forgotten (the basket has them now). */
const CONDITIONS_READ = {
  target: 'reviewing',
  actions: { type: 'assignConditions', params: output('conditions') },
} as const;

/** A call refused or failed: its French reason is kept for the page, which then shows `target`. */
function failedTo<T extends 'loadFailed' | 'reviewing' | 'paymentFailed'>(target: T) {
  return { target, actions: { type: 'assignFailure', params: failure } } as const;
}

/**
 * The order confirmation (/panier/valider): the conditions the server sets for this basket, the customer's
 * acceptances, the publications of referencing lines and the removal of trainings a private person cannot order
 * online (saved by the basket, after which the conditions are read again), then « Commander avec obligation de paiement » places the order and opens its payment (an order of 0 €, paid
 * as it is placed, goes straight to its confirmation). A refusal
 * keeps every answer; once placed, the order is never placed again — only its payment can be retried.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as { idempotencyKey: string },
  },
  actors: standIns,
  actions: {
    // Effects outside the machine, given by `checkoutImplementations`.
    choosePublication: (_, _params: { line: Required<LineKey>; IdPublication: number }) => {},
    removeLine: (_, _params: { line: Required<LineKey> }) => {},
    reportCommandePlaced: (_, _params: { commande: Commande }) => {},
    redirect: (_, _params: { formulaire: FormulairePaiement }) => {},
    showSettled: (_, _params: { commande: Commande }) => {},
    assignAnswer: assign(({ event }) => {
      assertEvent(event, 'checkout.answer');
      return { [event.answer]: event.value };
    }),
    assignChoice: assign(({ context, event }) => {
      assertEvent(event, 'checkout.choosePublication');
      return { choices: { ...context.choices, [event.idLigne]: event.IdPublication } };
    }),
    assignRemoval: assign(({ context, event }) => {
      assertEvent(event, 'checkout.removeLine');
      return { removals: [...context.removals, event.idLigne] };
    }),
    assignConditions: assign((_, params: { conditions: ConditionsCommande }) => ({
      conditions: params.conditions,
      choices: {},
      removals: [],
    })),
    assignFailure: assign((_, params: { error: unknown }) => ({ error: errorMessageOf(params.error, '') || null })),
    forgetFailure: assign({ error: null }),
  },
  guards: {
    /** A referencing line still without its publication, whose choice is not being saved already. */
    canChoosePublication: ({ context }, params: { idLigne: number }) =>
      (context.conditions?.LignesSansPublication.includes(params.idLigne) ?? false) &&
      !(params.idLigne in context.choices),
    /** A training line a private person cannot order online, not being removed already. */
    canRemoveLine: ({ context }, params: { idLigne: number }) =>
      (context.conditions?.LignesFormationParticulier.includes(params.idLigne) ?? false) &&
      !context.removals.includes(params.idLigne),
    canPlaceCommande: ({ context }) => {
      const { conditions } = context;
      if (!conditions || checkoutBlockers(conditions).length > 0 || !context.accepteCgv) return false;
      return (
        !conditions.ExecutionImmediateRequise || (context.demandeExecutionImmediate && context.renonceDroitRetractation)
      );
    },
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    conditions: null,
    commande: null,
    choices: {},
    removals: [],
    error: null,
    accepteCgv: false,
    demandeExecutionImmediate: false,
    renonceDroitRetractation: false,
    idempotencyKey: input.idempotencyKey,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadConditions',
        src: 'loadConditions',
        onDone: CONDITIONS_READ,
        onError: failedTo('loadFailed'),
      },
    },
    /** The basket changed under the recap: its conditions are read again, the answers kept. */
    refreshing: {
      invoke: {
        id: 'refreshConditions',
        src: 'loadConditions',
        onDone: CONDITIONS_READ,
        onError: failedTo('loadFailed'),
      },
      on: { 'checkout.basketChanged': { target: 'refreshing', reenter: true } },
    },
    loadFailed: {
      on: { 'checkout.retry': { target: 'loading', actions: 'forgetFailure' } },
    },
    /** The customer reads the recap and answers; the button is enabled once nothing stands in the way. */
    reviewing: {
      on: {
        'checkout.answer': { actions: 'assignAnswer' },
        'checkout.choosePublication': {
          guard: { type: 'canChoosePublication', params: ({ event }) => ({ idLigne: event.idLigne }) },
          actions: [
            'assignChoice',
            {
              type: 'choosePublication',
              params: ({ context, event }) => ({
                line: lineKeyOf(context, event.idLigne),
                IdPublication: event.IdPublication,
              }),
            },
          ],
        },
        'checkout.removeLine': {
          guard: { type: 'canRemoveLine', params: ({ event }) => ({ idLigne: event.idLigne }) },
          actions: [
            'assignRemoval',
            { type: 'removeLine', params: ({ context, event }) => ({ line: lineKeyOf(context, event.idLigne) }) },
          ],
        },
        'checkout.basketChanged': { target: 'refreshing' },
        'checkout.confirm': { guard: 'canPlaceCommande', target: 'placingCommande', actions: 'forgetFailure' },
      },
    },
    placingCommande: {
      invoke: {
        id: 'placeCommande',
        src: 'placeCommande',
        input: ({ context }) => ({
          idempotencyKey: context.idempotencyKey,
          values: {
            AccepteCGV: true,
            VersionCGV: context.conditions?.VersionCGV ?? VERSION_CGV,
            DemandeExecutionImmediate: context.demandeExecutionImmediate,
            RenonceDroitRetractation: context.renonceDroitRetractation,
          },
        }),
        onDone: [
          {
            // 0 €: the server paid the order as it placed it, there is no payment to open.
            guard: ({ event }) => event.output.IdEtatCommande === ETAT_COMMANDE.payee,
            target: 'settled',
            actions: [
              assign({ commande: ({ event }) => event.output }),
              { type: 'reportCommandePlaced', params: output('commande') },
              { type: 'showSettled', params: output('commande') },
            ],
          },
          {
            target: 'startingPayment',
            actions: [
              assign({ commande: ({ event }) => event.output }),
              { type: 'reportCommandePlaced', params: output('commande') },
            ],
          },
        ],
        // Refused (a code expired, the CGV changed…): the answers stay, the reason is shown.
        onError: failedTo('reviewing'),
      },
    },
    startingPayment: {
      invoke: {
        id: 'startPayment',
        src: 'startPayment',
        input: ({ context }) => ({ idCommande: placed(context).Id, idempotencyKey: context.idempotencyKey }),
        onDone: { target: 'redirecting', actions: { type: 'redirect', params: output('formulaire') } },
        onError: failedTo('paymentFailed'),
      },
    },
    /** The order exists; its payment could not be opened. It can be retried here or from the order's page. */
    paymentFailed: {
      on: { 'checkout.retry': { target: 'startingPayment', actions: 'forgetFailure' } },
    },
    /** The browser is leaving for the provider's page. */
    redirecting: { type: 'final' },
    /** The order of 0 € is paid already: the page gives way to its confirmation. */
    settled: { type: 'final' },
  },
});

export type CheckoutMachine = typeof checkoutMachine;

/** The machine's effects over `deps`: the application passes the real ones, tests stand-ins. */
export function checkoutImplementations(deps: CheckoutDependencies) {
  return {
    actors: createCheckoutActors(deps),
    actions: {
      choosePublication: (_: unknown, { line, IdPublication }: { line: Required<LineKey>; IdPublication: number }) =>
        deps.choosePublication(line, IdPublication),
      removeLine: (_: unknown, { line }: { line: Required<LineKey> }) => deps.removeLine(line),
      reportCommandePlaced: (_: unknown, { commande }: { commande: Commande }) => deps.commandePlaced(commande),
      redirect: (_: unknown, { formulaire }: { formulaire: FormulairePaiement }) => deps.redirect(formulaire),
      showSettled: (_: unknown, { commande }: { commande: Commande }) => deps.showSettled(commande),
    },
  };
}

export function createCheckoutMachine(deps: CheckoutDependencies) {
  return checkoutMachine.provide(checkoutImplementations(deps));
}
