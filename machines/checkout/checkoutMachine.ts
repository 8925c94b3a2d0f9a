import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { VERSION_CGV, checkoutBlockers } from '../../domain/order/checkoutRules.ts';
import { errorMessageOf } from '../wizard/messages.ts';
import { createCheckoutActors, type CheckoutActors } from './actors.ts';
import type { CheckoutContext, CheckoutDependencies, CheckoutEvent, Commande, FormulairePaiement } from './types.ts';

const unprovided = (name: string) =>
  fromPromise<never>(() => Promise.reject(new Error(`The checkout machine's ${name} actor was not provided`)));

const unprovidedActors = {
  loadConditions: unprovided('loadConditions'),
  placeOrder: unprovided('placeOrder'),
  startPayment: unprovided('startPayment'),
} as unknown as CheckoutActors;

function placed(context: CheckoutContext): Commande {
  if (!context.commande) throw new Error('No order has been placed');
  return context.commande;
}

/**
 * The order confirmation (/panier/valider): the conditions the server sets for this basket, the customer's
 * acceptances, then « Commander avec obligation de paiement » places the order and opens its payment. A refusal
 * keeps every answer; once placed, the order is never placed again — only its payment can be retried.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as { idempotencyKey: string },
  },
  actors: unprovidedActors,
  actions: {
    // Effects outside the machine, given by `checkoutImplementations`.
    reportOrderPlaced: (_, _params: { commande: Commande }) => {},
    redirect: (_, _params: { formulaire: FormulairePaiement }) => {},
    assignAnswer: assign(({ event }) => {
      assertEvent(event, 'checkout.answer');
      return { [event.answer]: event.value };
    }),
    assignFailure: assign((_, params: { error: unknown }) => ({ error: errorMessageOf(params.error, '') || null })),
    forgetFailure: assign({ error: null }),
  },
  guards: {
    canOrder: ({ context }) => {
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
        onDone: { target: 'reviewing', actions: assign({ conditions: ({ event }) => event.output }) },
        onError: {
          target: 'loadFailed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      on: { 'checkout.retry': { target: 'loading', actions: 'forgetFailure' } },
    },
    /** The customer reads the recap and answers; the button is enabled once nothing stands in the way. */
    reviewing: {
      on: {
        'checkout.answer': { actions: 'assignAnswer' },
        'checkout.confirm': { guard: 'canOrder', target: 'placingOrder', actions: 'forgetFailure' },
      },
    },
    placingOrder: {
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) => ({
          idempotencyKey: context.idempotencyKey,
          values: {
            AccepteCGV: true,
            VersionCGV: context.conditions?.VersionCGV ?? VERSION_CGV,
            DemandeExecutionImmediate: context.demandeExecutionImmediate,
            RenonceDroitRetractation: context.renonceDroitRetractation,
          },
        }),
        onDone: {
          target: 'startingPayment',
          actions: [
            assign({ commande: ({ event }) => event.output }),
            { type: 'reportOrderPlaced', params: ({ event }) => ({ commande: event.output }) },
          ],
        },
        // Refused (a code expired, the CGV changed…): the answers stay, the reason is shown.
        onError: {
          target: 'reviewing',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    startingPayment: {
      invoke: {
        id: 'startPayment',
        src: 'startPayment',
        input: ({ context }) => ({ idCommande: placed(context).Id, idempotencyKey: context.idempotencyKey }),
        onDone: {
          target: 'redirecting',
          actions: { type: 'redirect', params: ({ event }) => ({ formulaire: event.output }) },
        },
        onError: {
          target: 'paymentFailed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The order exists; its payment could not be opened. It can be retried here or from the order's page. */
    paymentFailed: {
      on: { 'checkout.retry': { target: 'startingPayment', actions: 'forgetFailure' } },
    },
    /** The browser is leaving for the provider's page. */
    redirecting: { type: 'final' },
  },
});

export type CheckoutMachine = typeof checkoutMachine;

/** The machine's effects over `deps`: the application passes the real ones, tests stand-ins. */
export function checkoutImplementations(deps: CheckoutDependencies) {
  return {
    actors: createCheckoutActors(deps),
    actions: {
      reportOrderPlaced: (_: unknown, { commande }: { commande: Commande }) => deps.orderPlaced(commande),
      redirect: (_: unknown, { formulaire }: { formulaire: FormulairePaiement }) => deps.redirect(formulaire),
    },
  };
}

export function createCheckoutMachine(deps: CheckoutDependencies) {
  return checkoutMachine.provide(checkoutImplementations(deps));
}
