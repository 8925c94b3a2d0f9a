import { assign, setup } from 'xstate';
import { unprovidedActors } from '../shared/unprovided.ts';
import { createBasketActors, type BasketActors } from './actors.ts';
import { keyOfLine, sameLine } from '../../domain/basket/lines.ts';
import { BASKET_MESSAGES } from '../../domain/basket/messages.ts';
import { maxQuantity, QUANTITE_MIN } from '../../domain/basket/quantity.ts';
import { addedAnnouncement, serverLineNotice, visitorLineNotice } from './lineNotices.ts';
import { mergeNotice } from './mergeNotice.ts';
import { addLine, decreaseLine, EMPTY_BASKET, increaseLine, keyOfNewLine, removeLine } from './localBasket.ts';
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

const standIns = unprovidedActors<BasketActors>('basket', [
  'loadBasket',
  'mergeBasket',
  'saveBasket',
  'applyCode',
  'removeCode',
]);

/** An anonymous edit, applied to the stored basket as it is when written. */
export type LocalEdit =
  | { kind: 'add'; event: Extract<BasketEvent, { type: 'basket.add' }> }
  | { kind: 'increase' | 'decrease' | 'remove'; line: LineKey };

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
  return context.local.lines.map((line) => ({
    key: keyOfLine(line),
    Quantite: line.Quantite,
    IdTypeProduit: line.Produit.IdTypeProduit,
  }));
}

function serverLines(context: BasketContext): QuantityLine[] {
  return (context.server?.listCommandeProduit ?? []).map((line) => ({
    key: keyOfLine(line),
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
  return line !== undefined && line.Quantite > QUANTITE_MIN;
}

function isRefusal(panier: Panier): boolean {
  return typeof panier.MessageErreur === 'string' && panier.MessageErreur.trim() !== '';
}

/** The basket a server call answered, from the call's done event. */
function answerOf(event: { type: string }): Panier {
  if (!('output' in event)) throw new Error(`${event.type} carries no basket`);
  return event.output as Panier;
}

/**
 * A server edit refused, and the server's reason said. The basket shown is the one the server answered: the
 * stored basket, unchanged by a refused edit, or changed by an edit that cost the basket its discount code.
 */
const REFUSED_EDIT = {
  guard: 'isRefusal',
  target: 'ready',
  actions: [
    'keepServer',
    {
      type: 'notify',
      params: ({ event }: { event: { type: string } }) =>
        ({ kind: 'error', message: answerOf(event).MessageErreur ?? '' }) as const,
    },
  ],
} as const;

/** An anonymous edit of a line: the machine's copy and the stored basket change alike, and it is said as a server edit is. */
function editLocally(kind: 'increase' | 'decrease' | 'remove') {
  const edit = ({ event }: { event: { line: LineKey } }) => ({ edit: { kind, line: event.line } });
  const message = kind === 'remove' ? BASKET_MESSAGES.removed : BASKET_MESSAGES.updated;
  return [
    { type: 'applyLocalEdit', params: edit },
    { type: 'persistLocalEdit', params: edit },
    { type: 'notify', params: { kind: 'success', message } },
  ] as const;
}

/** What the merge did, when it did something: said before the browser's copy, which names lost lines, is dropped. */
function mergeNews({ context, event }: { context: BasketContext; event: { type: string } }) {
  const notice = mergeNotice(answerOf(event), context.local);
  if (!notice) throw new Error('The merge changed nothing to say');
  return notice;
}

/** A server edit done: its answer is the basket, and `message` says so. */
function doneEdit(message: string) {
  return {
    target: 'ready',
    actions: ['keepServer', { type: 'notify', params: { kind: 'success', message } }],
  } as const;
}

/** A server call that failed: `message` is said and the machine goes to `target`; the basket stays as it was. */
function failedCall(target: 'ready' | 'mergeFailed' | 'loadFailed', message: string) {
  return { target, actions: { type: 'notify', params: { kind: 'error', message } } } as const;
}

/** One more of a line at its cap is refused with a warning. */
function firstQueuedAdd(context: BasketContext): LineKey {
  const line = context.queuedAdds[0];
  if (!line) throw new Error('No line waits to be added');
  return line;
}

const CAP_WARNING = { type: 'notify', params: { kind: 'warning', message: BASKET_MESSAGES.capReached } } as const;

/** The save of one step up or down of an account's line; the guards have found the line in the basket. */
function queueQuantityStep(kind: 'increase' | 'decrease') {
  return {
    type: 'queueOperation',
    params: ({ context, event }: { context: BasketContext; event: { line: LineKey } }) => {
      const current = findLine(serverLines(context), event.line)?.Quantite;
      const Quantite = current === undefined ? QUANTITE_MIN : current + (kind === 'increase' ? 1 : -1);
      return { operation: { kind, line: event.line, Quantite } };
    },
  } as const;
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
  actors: standIns,
  actions: {
    // Effects outside the machine, given by `basketImplementations`.
    persistLocalEdit: (_, _params: { edit: LocalEdit }) => {},
    markStoredMerged: () => {},
    clearStorage: () => {},
    notify: (_, _params: { kind: ToastKind; message: string }) => {},
    notifyLasting: (_, _params: { kind: ToastKind; message: string }) => {},

    applyLocalEdit: assign(({ context }, params: { edit: LocalEdit }) => ({
      local: applyLocalEdit(context.local, params.edit),
      merged: false,
    })),
    keepLocal: assign((_, params: { basket: LocalBasket; merged: boolean }) => ({
      local: params.basket,
      merged: params.merged,
    })),
    dropLocal: assign({ local: EMPTY_BASKET, merged: true }),
    keepServer: assign(({ event }) => ({ server: answerOf(event) })),
    forgetBaskets: assign({
      local: EMPTY_BASKET,
      server: null,
      merged: false,
      operation: null,
      code: '',
      codeRefusal: null,
      queuedAdds: [],
    }),
    queueOperation: assign((_, params: { operation: BasketOperation }) => ({ operation: params.operation })),
    queueAdd: assign(({ context }, params: { line: LineKey }) => ({
      queuedAdds: [...context.queuedAdds, params.line],
    })),
    takeQueuedAdd: assign(({ context }) => ({
      operation: { kind: 'add' as const, line: firstQueuedAdd(context) },
      queuedAdds: context.queuedAdds.slice(1),
    })),
    dropQueuedAdd: assign(({ context }) => ({ queuedAdds: context.queuedAdds.slice(1) })),
    queueCode: assign((_, params: { code: string }) => ({ code: params.code.trim(), codeRefusal: null })),
    keepCodeRefusal: assign(({ event }) => ({ codeRefusal: answerOf(event).MessageErreur ?? null })),
    // A refusal says why the code fits the basket as it was: once the basket changes, it may no longer hold.
    forgetCodeRefusal: assign({ codeRefusal: null }),
  },
  guards: {
    isFrontOffice: (_, params: { isFrontOffice: boolean }) => params.isFrontOffice,
    // Lines kept in the browser while the basket was merged before are ones chosen while the session was being
    // checked (after a page load, before the sign-in is known): they are merged too, never dropped.
    isFrontOfficeWithMergePending: ({ context }, params: { isFrontOffice: boolean }) =>
      params.isFrontOffice && (!context.merged || localLines(context).length > 0),
    isLocalLineAtCap: ({ context }, params: { line: LineKey }) => atCap(findLine(localLines(context), params.line)),
    isLocalLineAboveMinimum: ({ context }, params: { line: LineKey }) =>
      aboveMinimum(findLine(localLines(context), params.line)),
    isServerLineAtCap: ({ context }, params: { line: LineKey }) => atCap(findLine(serverLines(context), params.line)),
    isServerLineAboveMinimum: ({ context }, params: { line: LineKey }) =>
      aboveMinimum(findLine(serverLines(context), params.line)),
    isServerLine: ({ context }, params: { line: LineKey }) => findLine(serverLines(context), params.line) !== undefined,
    isRefusal: ({ event }) => isRefusal(answerOf(event)),
    isCodeRefusal: ({ event }) => isRefusal(answerOf(event)) && Boolean(answerOf(event).MotifRefusCode),
    hasMergeNews: ({ context, event }) => mergeNotice(answerOf(event), context.local) !== null,
    isCodeGiven: (_, params: { code: string }) => params.code.trim() !== '',
    hasQueuedAdd: ({ context }) => context.queuedAdds.length > 0,
    isQueuedAddAtCap: ({ context }) =>
      context.queuedAdds.length > 0 && atCap(findLine(serverLines(context), firstQueuedAdd(context))),
    hasCode: ({ context }) => Boolean(context.server?.CodeReduction),
  },
}).createMachine({
  id: 'basket',
  context: ({ input }) => ({
    local: input.local,
    merged: input.merged,
    server: null,
    operation: null,
    code: '',
    codeRefusal: null,
    queuedAdds: [],
  }),
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
            guard: {
              type: 'isFrontOfficeWithMergePending',
              params: ({ event }) => ({ isFrontOffice: event.isFrontOffice }),
            },
            target: 'account.merging',
          },
          {
            guard: { type: 'isFrontOffice', params: ({ event }) => ({ isFrontOffice: event.isFrontOffice }) },
            target: 'account.loading',
          },
        ],
        'basket.add': [
          {
            guard: { type: 'isLocalLineAtCap', params: ({ event }) => ({ line: keyOfNewLine(event.line) }) },
            actions: CAP_WARNING,
          },
          {
            actions: [
              { type: 'applyLocalEdit', params: ({ event }) => ({ edit: { kind: 'add', event } }) },
              { type: 'persistLocalEdit', params: ({ event }) => ({ edit: { kind: 'add', event } }) },
              {
                type: 'notify',
                params: ({ event }) => addedAnnouncement(visitorLineNotice(event.line.Produit.IdTypeProduit), false),
              },
            ],
          },
        ],
        'basket.increase': [
          {
            guard: { type: 'isLocalLineAtCap', params: ({ event }) => ({ line: event.line }) },
            actions: CAP_WARNING,
          },
          {
            actions: [...editLocally('increase')],
          },
        ],
        'basket.decrease': {
          guard: { type: 'isLocalLineAboveMinimum', params: ({ event }) => ({ line: event.line }) },
          actions: [...editLocally('decrease')],
        },
        'basket.remove': {
          actions: [...editLocally('remove')],
        },
      },
    },

    account: {
      initial: 'loading',
      // A line added while the basket is not ready (loaded, merged, saving) waits for it instead of being lost.
      on: {
        'basket.add': {
          actions: { type: 'queueAdd', params: ({ event }) => ({ line: keyOfNewLine(event.line) }) },
        },
      },
      states: {
        merging: {
          invoke: {
            id: 'mergeBasket',
            src: 'mergeBasket',
            input: ({ context }) => ({ basket: context.local }),
            onDone: [
              {
                // What the server really merged is said: lines added, joined, set aside with their reason.
                guard: 'hasMergeNews',
                target: 'ready',
                actions: ['keepServer', { type: 'notifyLasting', params: mergeNews }, 'markStoredMerged', 'dropLocal'],
              },
              {
                target: 'ready',
                actions: ['keepServer', 'markStoredMerged', 'dropLocal'],
              },
            ],
            // The local basket stays until the server has confirmed the merged one.
            onError: failedCall('mergeFailed', BASKET_MESSAGES.mergeFailed),
          },
        },
        mergeFailed: {
          on: { 'basket.retryMerge': { target: 'merging' } },
        },
        loading: {
          entry: 'forgetCodeRefusal',
          invoke: {
            id: 'loadBasket',
            src: 'loadBasket',
            onDone: { target: 'ready', actions: 'keepServer' },
            onError: failedCall('loadFailed', BASKET_MESSAGES.loadFailed),
          },
        },
        loadFailed: {
          on: { 'basket.reload': { target: 'loading' } },
        },
        ready: {
          always: [
            { guard: 'isQueuedAddAtCap', actions: ['dropQueuedAdd', CAP_WARNING] },
            { guard: 'hasQueuedAdd', target: 'saving', actions: 'takeQueuedAdd' },
          ],
          on: {
            'basket.add': [
              {
                guard: { type: 'isServerLineAtCap', params: ({ event }) => ({ line: keyOfNewLine(event.line) }) },
                actions: CAP_WARNING,
              },
              {
                target: 'saving',
                actions: {
                  type: 'queueOperation',
                  params: ({ event }) => ({ operation: { kind: 'add', line: keyOfNewLine(event.line) } }),
                },
              },
            ],
            'basket.increase': [
              {
                guard: { type: 'isServerLineAtCap', params: ({ event }) => ({ line: event.line }) },
                actions: CAP_WARNING,
              },
              {
                guard: { type: 'isServerLine', params: ({ event }) => ({ line: event.line }) },
                target: 'saving',
                actions: queueQuantityStep('increase'),
              },
            ],
            'basket.decrease': {
              guard: { type: 'isServerLineAboveMinimum', params: ({ event }) => ({ line: event.line }) },
              target: 'saving',
              actions: queueQuantityStep('decrease'),
            },
            'basket.remove': {
              target: 'saving',
              actions: {
                type: 'queueOperation',
                params: ({ event }) => ({ operation: { kind: 'remove', line: event.line } }),
              },
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
          entry: 'forgetCodeRefusal',
          invoke: {
            id: 'saveBasket',
            src: 'saveBasket',
            input: ({ context }) => {
              if (!context.operation) throw new Error('No basket operation to save');
              return { operation: context.operation };
            },
            onDone: [
              REFUSED_EDIT,
              {
                target: 'ready',
                actions: [
                  'keepServer',
                  {
                    type: 'notify',
                    params: ({ context, event }) => {
                      const operation = context.operation;
                      if (operation?.kind !== 'add')
                        return { kind: 'success', message: SUCCESS_MESSAGE[operation?.kind ?? 'add'] } as const;
                      // The added line's own notice (a private person's training) is said with the addition.
                      return addedAnnouncement(serverLineNotice(event.output, operation.line), true);
                    },
                  },
                ],
              },
            ],
            onError: failedCall('ready', BASKET_MESSAGES.saveFailed),
          },
        },
        applyingCode: {
          invoke: {
            id: 'applyCode',
            src: 'applyCode',
            input: ({ context }) => ({ code: context.code }),
            onDone: [
              // The reason a code is refused is said under the code's field, which keeps the code typed.
              { guard: 'isCodeRefusal', target: 'ready', actions: ['keepServer', 'keepCodeRefusal'] },
              REFUSED_EDIT,
              doneEdit(BASKET_MESSAGES.codeApplied),
            ],
            onError: failedCall('ready', BASKET_MESSAGES.codeFailed),
          },
        },
        removingCode: {
          entry: 'forgetCodeRefusal',
          invoke: {
            id: 'removeCode',
            src: 'removeCode',
            onDone: [REFUSED_EDIT, doneEdit(BASKET_MESSAGES.updated)],
            onError: failedCall('ready', BASKET_MESSAGES.codeRemovalFailed),
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
      notifyLasting: (_: unknown, { kind, message }: { kind: ToastKind; message: string }) =>
        deps.notify(kind, message, { lasting: true }),
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
