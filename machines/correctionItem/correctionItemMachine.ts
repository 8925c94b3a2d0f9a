import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { FIX_LIST_TEXTS } from '../../domain/publication/fixList.ts';
import { errorMessageOf } from '../shared/errors.ts';
import { failure } from '../shared/outcomeParams.ts';
import { unprovidedActors } from '../shared/unprovided.ts';
import type {
  CorrectionItemContext,
  CorrectionItemDependencies,
  CorrectionItemEvent,
  CorrectionItemInput,
  EtatCorrection,
  ListeCorrections,
  TraiterInput,
} from './types.ts';

const standIns = unprovidedActors<ReturnType<typeof correctionItemImplementations>['actors']>('correction item', [
  'traiterCorrection',
]);

function written(context: CorrectionItemContext): TraiterInput {
  if (!context.pending) throw new Error('No change of the item is being written');
  return context.pending;
}

function change(context: CorrectionItemContext, etat: EtatCorrection, reponse: string | null): TraiterInput {
  return { idPublication: context.idPublication, idCorrection: context.correction.Id, etat, reponse };
}

/**
 * One item of a refusal's fix list, as its author handles it: marked done, answered with a short text, or put back to
 * do. Each change is written at once; a failure keeps the item as it was (and the answer as typed) with the reason.
 */
export const correctionItemMachine = setup({
  types: {
    context: {} as CorrectionItemContext,
    events: {} as CorrectionItemEvent,
    input: {} as CorrectionItemInput,
  },
  actors: standIns,
  actions: {
    // Effect outside the machine, given by `correctionItemImplementations`.
    reportSaved: (_, _params: { liste: ListeCorrections }) => {},
    askDone: assign(({ context }) => ({ pending: change(context, 'faite', null), error: null })),
    askUndo: assign(({ context }) => ({ pending: change(context, 'a_faire', null), error: null })),
    askAnswer: assign(({ context }) => ({
      pending: change(context, 'repondue', context.draft.trim()),
      error: null,
    })),
    openAnswer: assign(({ context }) => ({
      draft: context.draft || context.correction.Reponse || '',
      error: null,
    })),
    forgetDraft: assign({ draft: '' }),
    typeDraft: assign(({ event }) => {
      assertEvent(event, 'correctionItem.type');
      // Typing again answers the failure shown.
      return { draft: event.text, error: null };
    }),
    assignSaved: assign(({ context }, params: { liste: ListeCorrections }) => ({
      correction: params.liste.Elements.find((item) => item.Id === context.correction.Id) ?? context.correction,
      pending: null,
      draft: '',
    })),
    assignFailure: assign((_, params: { error: unknown }) => ({
      pending: null,
      error: errorMessageOf(params.error, FIX_LIST_TEXTS.saveFailed),
    })),
  },
  guards: {
    isNotDone: ({ context }) => context.correction.Etat !== 'faite',
    isNotToDo: ({ context }) => context.correction.Etat !== 'a_faire',
    hasAnswer: ({ context }) => context.draft.trim().length > 0,
    wasAnswering: ({ context }) => context.pending?.etat === 'repondue',
  },
}).createMachine({
  id: 'correctionItem',
  context: ({ input }) => ({
    idPublication: input.idPublication,
    correction: input.correction,
    pending: null,
    draft: '',
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'correctionItem.markDone': { guard: 'isNotDone', target: 'saving', actions: 'askDone' },
        'correctionItem.undo': { guard: 'isNotToDo', target: 'saving', actions: 'askUndo' },
        'correctionItem.answer': { target: 'answering', actions: 'openAnswer' },
      },
    },
    answering: {
      on: {
        'correctionItem.type': { actions: 'typeDraft' },
        'correctionItem.submitAnswer': { guard: 'hasAnswer', target: 'saving', actions: 'askAnswer' },
        'correctionItem.cancel': { target: 'idle', actions: 'forgetDraft' },
      },
    },
    saving: {
      invoke: {
        id: 'traiterCorrection',
        src: 'traiterCorrection',
        input: ({ context }) => written(context),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'assignSaved', params: ({ event }) => ({ liste: event.output }) },
            { type: 'reportSaved', params: ({ event }) => ({ liste: event.output }) },
          ],
        },
        onError: [
          // An answer that failed goes back to its field, as typed.
          { guard: 'wasAnswering', target: 'answering', actions: { type: 'assignFailure', params: failure } },
          { target: 'idle', actions: { type: 'assignFailure', params: failure } },
        ],
      },
    },
  },
});

export type CorrectionItemMachine = typeof correctionItemMachine;

/** The machine's effects over `deps`: the application passes the real ones, tests stand-ins. */
export function correctionItemImplementations(deps: CorrectionItemDependencies) {
  return {
    actors: {
      traiterCorrection: fromPromise<ListeCorrections, TraiterInput>(({ input, signal }) =>
        deps.api.traiter(input, signal),
      ),
    },
    actions: {
      reportSaved: (_: unknown, { liste }: { liste: ListeCorrections }) => deps.saved(liste),
    },
  };
}

export function createCorrectionItemMachine(deps: CorrectionItemDependencies) {
  return correctionItemMachine.provide(correctionItemImplementations(deps));
}
