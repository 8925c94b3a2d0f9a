import { assign, fromPromise, setup } from 'xstate';
import { createBasketActors, type BasketActors, type CodeInput, type MergeInput, type SaveInput } from './actors.ts';
import {
  addLine,
  decreaseLine,
  EMPTY_BASKET,
  increaseLine,
  keyOfLocal,
  keyOfNewLine,
  maxQuantity,
  MIN_QUANTITY,
  removeLine,
  sameLine,
} from './localBasket.ts';
import { BASKET_MESSAGES } from './messages.ts';
import type {
  BasketContext,
  BasketDependencies,
  BasketEvent,
  BasketInput,
  BasketOperation,
  LineKey,
  LocalBasket,
  Panier,
  ToastKind,
} from './types.ts';

function notProvided(name: string) {
  return () => Promise.reject(new Error(`The basket machine's ${name} actor was not provided`));
}

const unprovidedActors: BasketActors = {
  loadBasket: fromPromise<Panier>(notProvided('loadBasket')),
  mergeBasket: fromPromise<Panier, MergeInput>(notProvided('mergeBasket')),
  saveBasket: fromPromise<Panier, SaveInput>(notProvided('saveBasket')),
  applyCode: fromPromise<Panier, CodeInput>(notProvided('applyCode')),
  removeCode: fromPromise<Panier>(notProvided('removeCode')),
};

/** An anonymous edit, applied to the stored basket as it is when written. */
export type LocalEdit = { kind: 'add'; event: Extract<BasketEvent, { type: 'basket.add' }> } | { kind: 'increase' | 'decrease' | 'remove'; line: LineKey };

export function applyLocalEdit(basket: LocalBasket, edit: LocalEdit): LocalBasket {
  switch (edit.kind) {
    case 'add':
      return addLine(basket, edit.event.line);
    case 'increase':
      return increaseLine(basket, edit.line);
    case 'decrease':
      return decreaseLine(basket, edit.line);
    case 'remove':
      return removeLine(basket, edit.line);
  }
}

interface QuantityLine {
  key: LineKey;
  Quantite: number;
  IdTypeProduit: number;
}

function localLines(context: BasketContext): QuantityLine[] {
  return context.local.lines.map((line) => ({ key: keyOfLocal(line), Quantite: line.Quantite, IdTypeProduit: line.Produit.IdTypeProduit }));
}

function serverLines(context: BasketContext): QuantityLine[] {
  return (context.server?.listCommandeProduit ?? []).map((line) => ({
    key: { IdProduit: line.Produit.Id, IdPublication: line.IdPublication, IdFormation: line.IdFormation },
    Quantite: line.Quantite,
    IdTypeProduit: line.Produit.IdTypeProduit,
  }));
}

function findLine(lines: QuantityLine[], key: LineKey): QuantityLine | undefined {
  return lines.find((line) => sameLine(line.key, key));
}

function atCap(line: QuantityLine | undefined): boolean {
  return line !== undefined && line.Quantite >= maxQuantity(line.IdTypeProduit);
}

function aboveMinimum(line: QuantityLine | undefined): boolean {
  return line !== undefined && line.Quantite > MIN_QUANTITY;
}

function isRefusal(panier: Panier): boolean {
  return typeof panier.MessageErreur === 'string' && panier.MessageErreur.trim() !== '';
}

const SUCCESS_MESSAGE: Record<BasketOperation['kind'], string> = {
  add: BASKET_MESSAGES.added,
  increase: BASKET_MESSAGES.updated,
  decrease: BASKET_MESSAGES.updated,
  choosePublication: BASKET_MESSAGES.updated,
  remove: BASKET_MESSAGES.removed,
};

/**
 * The customer's basket. Anonymous, it is held in the browser's storage and shared by the tabs; signed in with
 * the front-office role, it is the account's, merged once with what was chosen before signing in, and every
 * change is a server call whose answer replaces it.
 */
export const basketMachine = setup({
  types: {
    context: {} as BasketContext,
    events: {} as BasketEvent,
    input: {} as BasketInput,
  },
  actors: unprovidedActors,
  actions: {
    // Effects outside the machine, given by `basketImplementations`.
    persistLocalEdit: (_, _params: { edit: LocalEdit }) => {},
    markStoredMerged: () => {},
    clearStorage: () => {},
    notify: (_, _params: { kind: ToastKind; message: string }) => {},

    applyLocalEdit: assign(({ context }, params: { edit: LocalEdit }) => ({ local: applyLocalEdit(context.local, params.edit), merged: false })),
    keepLocal: assign((_, params: { basket: LocalBasket; merged: boolean }) => ({ local: params.basket, merged: params.merged })),
    dropLocal: assign({ local: EMPTY_BASKET, merged: true }),
    keepServer: assign((_, params: { panier: Panier }) => ({ server: params.panier })),
    forgetBaskets: assign({ local: EMPTY_BASKET, server: null, merged: false, operation: null, code: '' }),
    queueOperation: assign((_, params: { operation: BasketOperation }) => ({ operation: params.operation })),
    queueCode: assign((_, params: { code: string }) => ({ code: params.code.trim() })),
  },
  guards: {
    isFrontOffice: (_, params: { isFrontOffice: boolean }) => params.isFrontOffice,
    isFrontOfficeWithMergePending: ({ context }, params: { isFrontOffice: boolean }) => params.isFrontOffice && !context.merged,
    isLocalLineAtCap: ({ context }, params: { line: LineKey }) => atCap(findLine(localLines(context), params.line)),
    isLocalLineAboveMinimum: ({ context }, params: { line: LineKey }) => aboveMinimum(findLine(localLines(context), params.line)),
    isServerLineAtCap: ({ context }, params: { line: LineKey }) => atCap(findLine(serverLines(context), params.line)),
    isServerLineAboveMinimum: ({ context }, params: { line: LineKey }) => aboveMinimum(findLine(serverLines(context), params.line)),
    isServerLine: ({ context }, params: { line: LineKey }) => findLine(serverLines(context), params.line) !== undefined,
    isRefusal: (_, params: { panier: Panier }) => isRefusal(params.panier),
    isCodeGiven: (_, params: { code: string }) => params.code.trim() !== '',
    hasCode: ({ context }) => Boolean(context.server?.CodeReduction),
  },
}).createMachine({
  id: 'basket',
  context: ({ input }) => ({ local: input.local, merged: input.merged, server: null, operation: null, code: '' }),
  initial: 'anonymous',
  on: {
    'basket.localChanged': {
      actions: { type: 'keepLocal', params: ({ event }) => ({ basket: event.basket, merged: event.merged }) },
    },
    'auth.signedOut': { target: '.anonymous', actions: ['clearStorage', 'forgetBaskets'] },
  },
  states: {
    anonymous: {
      on: {
        'auth.signedIn': [
          {
            guard: { type: 'isFrontOfficeWithMergePending', params: ({ event }) => ({ isFrontOffice: event.isFrontOffice }) },
            target: 'account.merging',
          },
          { guard: { type: 'isFrontOffice', params: ({ event }) => ({ isFrontOffice: event.isFrontOffice }) }, target: 'account.loading' },
        ],
        'basket.add': [
          {
            guard: { type: 'isLocalLineAtCap', params: ({ event }) => ({ line: keyOfNewLine(event.line) }) },
            actions: { type: 'notify', params: { kind: 'warning', message: BASKET_MESSAGES.capReached } },
          },
          {
            actions: [
              { type: 'applyLocalEdit', params: ({ event }) => ({ edit: { kind: 'add', event } }) },
              { type: 'persistLocalEdit', params: ({ event }) => ({ edit: { kind: 'add', event } }) },
              { type: 'notify', params: { kind: 'success', message: BASKET_MESSAGES.added } },
            ],
          },
        ],
        'basket.increase': [
          {
            guard: { type: 'isLocalLineAtCap', params: ({ event }) => ({ line: event.line }) },
            actions: { type: 'notify', params: { kind: 'warning', message: BASKET_MESSAGES.capReached } },
          },
          {
            actions: [
              { type: 'applyLocalEdit', params: ({ event }) => ({ edit: { kind: 'increase', line: event.line } }) },
              { type: 'persistLocalEdit', params: ({ event }) => ({ edit: { kind: 'increase', line: event.line } }) },
            ],
          },
        ],
        'basket.decrease': {
          guard: { type: 'isLocalLineAboveMinimum', params: ({ event }) => ({ line: event.line }) },
          actions: [
            { type: 'applyLocalEdit', params: ({ event }) => ({ edit: { kind: 'decrease', line: event.line } }) },
            { type: 'persistLocalEdit', params: ({ event }) => ({ edit: { kind: 'decrease', line: event.line } }) },
          ],
        },
        'basket.remove': {
          actions: [
            { type: 'applyLocalEdit', params: ({ event }) => ({ edit: { kind: 'remove', line: event.line } }) },
            { type: 'persistLocalEdit', params: ({ event }) => ({ edit: { kind: 'remove', line: event.line } }) },
            { type: 'notify', params: { kind: 'success', message: BASKET_MESSAGES.removed } },
          ],
        },
      },
    },

    account: {
      initial: 'loading',
      states: {
        merging: {
          invoke: {
            id: 'mergeBasket',
            src: 'mergeBasket',
            input: ({ context }) => ({ basket: context.local }),
            onDone: [
              {
                // Lines the server set aside (unknown product, another account's publication) are said, the rest kept.
                guard: { type: 'isRefusal', params: ({ event }) => ({ panier: event.output }) },
                target: 'ready',
                actions: [
                  { type: 'keepServer', params: ({ event }) => ({ panier: event.output }) },
                  'markStoredMerged',
                  'dropLocal',
                  { type: 'notify', params: ({ event }) => ({ kind: 'warning', message: event.output.MessageErreur ?? '' }) },
                ],
              },
              {
                target: 'ready',
                actions: [{ type: 'keepServer', params: ({ event }) => ({ panier: event.output }) }, 'markStoredMerged', 'dropLocal'],
              },
            ],
            // The local basket stays until the server has confirmed the merged one.
            onError: {
              target: 'mergeFailed',
              actions: { type: 'notify', params: { kind: 'error', message: BASKET_MESSAGES.mergeFailed } },
            },
          },
        },
        mergeFailed: {
          on: { 'basket.retryMerge': { target: 'merging' } },
        },
        loading: {
          invoke: {
            id: 'loadBasket',
            src: 'loadBasket',
            onDone: { target: 'ready', actions: { type: 'keepServer', params: ({ event }) => ({ panier: event.output }) } },
            onError: {
              target: 'loadFailed',
              actions: { type: 'notify', params: { kind: 'error', message: BASKET_MESSAGES.loadFailed } },
            },
          },
        },
        loadFailed: {
          on: { 'basket.reload': { target: 'loading' } },
        },
        ready: {
          on: {
            'basket.add': [
              {
                guard: { type: 'isServerLineAtCap', params: ({ event }) => ({ line: keyOfNewLine(event.line) }) },
                actions: { type: 'notify', params: { kind: 'warning', message: BASKET_MESSAGES.capReached } },
              },
              {
                target: 'saving',
                actions: { type: 'queueOperation', params: ({ event }) => ({ operation: { kind: 'add', line: keyOfNewLine(event.line) } }) },
              },
            ],
            'basket.increase': [
              {
                guard: { type: 'isServerLineAtCap', params: ({ event }) => ({ line: event.line }) },
                actions: { type: 'notify', params: { kind: 'warning', message: BASKET_MESSAGES.capReached } },
              },
              {
                guard: { type: 'isServerLine', params: ({ event }) => ({ line: event.line }) },
                target: 'saving',
                actions: {
                  type: 'queueOperation',
                  params: ({ context, event }) => ({
                    operation: { kind: 'increase', line: event.line, Quantite: (findLine(serverLines(context), event.line)?.Quantite ?? 0) + 1 },
                  }),
                },
              },
            ],
            'basket.decrease': {
              guard: { type: 'isServerLineAboveMinimum', params: ({ event }) => ({ line: event.line }) },
              target: 'saving',
              actions: {
                type: 'queueOperation',
                params: ({ context, event }) => ({
                  operation: { kind: 'decrease', line: event.line, Quantite: (findLine(serverLines(context), event.line)?.Quantite ?? 2) - 1 },
                }),
              },
            },
            'basket.remove': {
              target: 'saving',
              actions: { type: 'queueOperation', params: ({ event }) => ({ operation: { kind: 'remove', line: event.line } }) },
            },
            'basket.choosePublication': {
              guard: { type: 'isServerLine', params: ({ event }) => ({ line: event.line }) },
              target: 'saving',
              actions: {
                type: 'queueOperation',
                params: ({ context, event }) => ({
                  operation: {
                    kind: 'choosePublication',
                    line: event.line,
                    Quantite: findLine(serverLines(context), event.line)?.Quantite ?? 1,
                    IdPublication: event.IdPublication,
                  },
                }),
              },
            },
            'basket.applyCode': {
              // An empty code is not sent.
              guard: { type: 'isCodeGiven', params: ({ event }) => ({ code: event.code }) },
              target: 'applyingCode',
              actions: { type: 'queueCode', params: ({ event }) => ({ code: event.code }) },
            },
            'basket.removeCode': { guard: 'hasCode', target: 'removingCode' },
            'basket.reload': { target: 'loading' },
          },
        },
        saving: {
          invoke: {
            id: 'saveBasket',
            src: 'saveBasket',
            input: ({ context }) => {
              if (!context.operation) throw new Error('No basket operation to save');
              return { operation: context.operation };
            },
            onDone: [
              {
                // A refusal leaves the basket as it was.
                guard: { type: 'isRefusal', params: ({ event }) => ({ panier: event.output }) },
                target: 'ready',
                actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: event.output.MessageErreur ?? '' }) },
              },
              {
                target: 'ready',
                actions: [
                  { type: 'keepServer', params: ({ event }) => ({ panier: event.output }) },
                  {
                    type: 'notify',
                    params: ({ context }) => ({ kind: 'success', message: SUCCESS_MESSAGE[context.operation?.kind ?? 'add'] }),
                  },
                ],
              },
            ],
            onError: {
              target: 'ready',
              actions: { type: 'notify', params: { kind: 'error', message: BASKET_MESSAGES.saveFailed } },
            },
          },
        },
        applyingCode: {
          invoke: {
            id: 'applyCode',
            src: 'applyCode',
            input: ({ context }) => ({ code: context.code }),
            onDone: [
              {
                guard: { type: 'isRefusal', params: ({ event }) => ({ panier: event.output }) },
                target: 'ready',
                actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: event.output.MessageErreur ?? '' }) },
              },
              {
                target: 'ready',
                actions: [
                  { type: 'keepServer', params: ({ event }) => ({ panier: event.output }) },
                  { type: 'notify', params: { kind: 'success', message: BASKET_MESSAGES.codeApplied } },
                ],
              },
            ],
            onError: {
              target: 'ready',
              actions: { type: 'notify', params: { kind: 'error', message: BASKET_MESSAGES.codeFailed } },
            },
          },
        },
        removingCode: {
          invoke: {
            id: 'removeCode',
            src: 'removeCode',
            onDone: [
              {
                guard: { type: 'isRefusal', params: ({ event }) => ({ panier: event.output }) },
                target: 'ready',
                actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: event.output.MessageErreur ?? '' }) },
              },
              {
                target: 'ready',
                actions: [
                  { type: 'keepServer', params: ({ event }) => ({ panier: event.output }) },
                  { type: 'notify', params: { kind: 'success', message: BASKET_MESSAGES.updated } },
                ],
              },
            ],
            onError: {
              target: 'ready',
              actions: { type: 'notify', params: { kind: 'error', message: BASKET_MESSAGES.codeRemovalFailed } },
            },
          },
        },
      },
    },
  },
});

export type BasketMachine = typeof basketMachine;

/** The machine's effects over `deps`: the application passes the real ones, tests stand-ins. */
export function basketImplementations(deps: BasketDependencies) {
  return {
    actors: createBasketActors(deps),
    actions: {
      persistLocalEdit: (_: unknown, { edit }: { edit: LocalEdit }) => {
        // Read again before writing: another tab may have changed the basket since this one last saw it.
        deps.storage.update((basket) => applyLocalEdit(basket, edit));
      },
      markStoredMerged: () => deps.storage.markMerged(),
      clearStorage: () => deps.storage.clear(),
      notify: (_: unknown, { kind, message }: { kind: ToastKind; message: string }) => deps.notify(kind, message),
    },
  };
}

export function createBasketMachine(deps: BasketDependencies) {
  return basketMachine.provide(basketImplementations(deps));
}

/** The input of a machine that starts from what the browser holds. */
export function basketInputFrom(storage: BasketDependencies['storage']): BasketInput {
  return { local: storage.read(), merged: storage.isMerged() };
}


