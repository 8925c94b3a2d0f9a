import { assertEvent, assign, setup } from 'xstate';
import { unprovidedActors } from '../shared/unprovided.ts';
import { errorMessageOf } from '../shared/errors.ts';
import { createContentEditActors, type ContentEditActors } from './actors.ts';
import { draftOf, isDirty } from './draft.ts';
import type {
  Contenu,
  ContentEditContext,
  ContentEditDependencies,
  ContentEditEvent,
  ContenuVersion,
} from './types.ts';
import { failure, output } from '../shared/outcomeParams.ts';

const standIns = unprovidedActors<ContentEditActors>('content edit', [
  'loadContenu',
  'saveContenu',
  'loadVersions',
  'restoreVersion',
]);

function idContenuOf(context: ContentEditContext): number {
  if (context.idContenu === null) throw new Error('No content block is being edited');
  return context.idContenu;
}

const EMPTY_CONTEXT: ContentEditContext = {
  idContenu: null,
  loaded: null,
  draft: { values: {}, images: {} },
  versions: null,
  idVersion: null,
  error: null,
};

/** Closing asks first when the draft holds changes that were not saved. */
const close = [
  { guard: 'isDirty', target: '#contentEdit.confirmingClose' },
  { target: '#contentEdit.closed' },
] as const;

/** An image chosen, removed or kept on a known element: the draft takes it and the last outcome is forgotten. */
const imageChanged = { guard: 'isKnownElement', target: '.idle', actions: ['assignImage', 'forgetOutcome'] } as const;

/** Back to the draft, or closing, from the history or a version's preview — not while a restoration is under way. */
const leaveHistory = {
  'contentEdit.historyClosed': { target: '#contentEdit.editing' },
  'contentEdit.close': close,
} as const;

/**
 * The content edit mode's side panel (spec 1 §2): a block is read, each of its elements edited in a draft, and
 * « Enregistrer » sends what differs from what was read (values, then replaced images). « Fermer » asks before
 * dropping unsaved changes. The kept versions of the block can be listed and one restored, once it is previewed.
 */
export const contentEditMachine = setup({
  types: {
    context: {} as ContentEditContext,
    events: {} as ContentEditEvent,
  },
  actors: standIns,
  actions: {
    // Effect outside the machine (the pages' cached data), given by the application.
    reportSaved: (_, _params: { contenu: Contenu }) => {},
    assignOpened: assign(({ event }) => {
      assertEvent(event, 'contentEdit.open');
      return { ...EMPTY_CONTEXT, idContenu: event.idContenu };
    }),
    assignLoaded: assign((_, params: { contenu: Contenu }) => ({
      loaded: params.contenu,
      draft: draftOf(params.contenu),
      error: null,
    })),
    assignValue: assign(({ context, event }) => {
      assertEvent(event, 'contentEdit.valueChanged');
      return { draft: { ...context.draft, values: { ...context.draft.values, [event.idElement]: event.valeur } } };
    }),
    assignImage: assign(({ context, event }) => {
      assertEvent(event, ['contentEdit.imageChosen', 'contentEdit.imageRemoved', 'contentEdit.imageKept']);
      const image =
        event.type === 'contentEdit.imageChosen'
          ? { kind: 'replace' as const, file: event.file }
          : { kind: event.type === 'contentEdit.imageRemoved' ? ('remove' as const) : ('keep' as const) };
      return { draft: { ...context.draft, images: { ...context.draft.images, [event.idElement]: image } } };
    }),
    assignVersions: assign((_, params: { versions: ContenuVersion[] }) => ({ versions: params.versions })),
    assignVersionAsked: assign(({ event }) => {
      assertEvent(event, 'contentEdit.restoreRequested');
      return { idVersion: event.idVersion, error: null };
    }),
    assignFailure: assign((_, params: { error: unknown }) => ({ error: errorMessageOf(params.error, '') || null })),
    forgetOutcome: assign({ error: null }),
    forgetHistory: assign({ versions: null, idVersion: null, error: null }),
    forgetVersionAsked: assign({ idVersion: null }),
    forgetAll: assign(() => EMPTY_CONTEXT),
  },
  guards: {
    isDirty: ({ context }) => isDirty(context.loaded, context.draft),
    isKnownElement: ({ context, event }) =>
      'idElement' in event &&
      (context.loaded?.ContenuElements.some((element) => element.Id === event.idElement) ?? false),
  },
}).createMachine({
  id: 'contentEdit',
  context: EMPTY_CONTEXT,
  initial: 'closed',
  states: {
    closed: {
      entry: 'forgetAll',
      on: { 'contentEdit.open': { target: 'loading', actions: 'assignOpened' } },
    },
    loading: {
      invoke: {
        id: 'loadContenu',
        src: 'loadContenu',
        input: ({ context }) => ({ idContenu: idContenuOf(context) }),
        onDone: { target: 'editing', actions: { type: 'assignLoaded', params: output('contenu') } },
        onError: { target: 'loadFailed', actions: { type: 'assignFailure', params: failure } },
      },
      on: { 'contentEdit.close': { target: 'closed' } },
    },
    /** The block could not be read: its reason and « Réessayer ». */
    loadFailed: {
      on: {
        'contentEdit.retry': { target: 'loading', actions: 'forgetOutcome' },
        'contentEdit.close': { target: 'closed' },
      },
    },
    editing: {
      initial: 'idle',
      on: {
        'contentEdit.valueChanged': {
          guard: 'isKnownElement',
          target: '.idle',
          actions: ['assignValue', 'forgetOutcome'],
        },
        'contentEdit.imageChosen': imageChanged,
        'contentEdit.imageRemoved': imageChanged,
        'contentEdit.imageKept': imageChanged,
        'contentEdit.save': { guard: 'isDirty', target: 'saving' },
        'contentEdit.close': close,
        'contentEdit.historyOpened': { target: 'history' },
      },
      states: {
        /** A failure of the history or before « Fermer » was cancelled is not this draft's outcome. */
        idle: { entry: 'forgetOutcome' },
        /** « Modification enregistrée »: the draft is the block as saved, clean. */
        saved: {},
        /** « Erreur lors de la sauvegarde des modifications »: the draft is kept, « Enregistrer » tries again. */
        failed: {},
      },
    },
    saving: {
      invoke: {
        id: 'saveContenu',
        src: 'saveContenu',
        input: ({ context }) => {
          if (!context.loaded) throw new Error('Nothing was loaded to save over');
          return { loaded: context.loaded, draft: context.draft };
        },
        onDone: {
          target: 'editing.saved',
          actions: [
            { type: 'assignLoaded', params: output('contenu') },
            { type: 'reportSaved', params: output('contenu') },
          ],
        },
        onError: { target: 'editing.failed', actions: { type: 'assignFailure', params: failure } },
      },
    },
    /** « Fermer » with unsaved changes: drop them, or go back to them. */
    confirmingClose: {
      on: {
        'contentEdit.closeConfirmed': { target: 'closed' },
        'contentEdit.closeCancelled': { target: 'editing' },
      },
    },
    /** The kept versions of the block, the most recent first; the draft waits unchanged. */
    history: {
      initial: 'loading',
      entry: 'forgetHistory',
      states: {
        loading: {
          on: leaveHistory,
          invoke: {
            id: 'loadVersions',
            src: 'loadVersions',
            input: ({ context }) => ({ idContenu: idContenuOf(context) }),
            onDone: { target: 'list', actions: { type: 'assignVersions', params: output('versions') } },
            onError: { target: 'loadFailed', actions: { type: 'assignFailure', params: failure } },
          },
        },
        loadFailed: {
          on: { ...leaveHistory, 'contentEdit.retry': { target: 'loading', actions: 'forgetOutcome' } },
        },
        list: {
          on: {
            ...leaveHistory,
            'contentEdit.restoreRequested': { target: 'previewing', actions: 'assignVersionAsked' },
          },
        },
        /** The asked version is shown as it would come back, with its date and author: restore it, or go back. */
        previewing: {
          on: {
            ...leaveHistory,
            'contentEdit.restoreConfirmed': { target: 'restoring' },
            'contentEdit.restoreCancelled': { target: 'list', actions: 'forgetVersionAsked' },
          },
        },
        restoring: {
          invoke: {
            id: 'restoreVersion',
            src: 'restoreVersion',
            input: ({ context }) => {
              if (context.idVersion === null) throw new Error('No version was asked for');
              return { idContenu: idContenuOf(context), idVersion: context.idVersion };
            },
            onDone: {
              target: '#contentEdit.editing.saved',
              actions: [
                { type: 'assignLoaded', params: output('contenu') },
                { type: 'reportSaved', params: output('contenu') },
              ],
            },
            onError: {
              target: 'list',
              actions: ['forgetVersionAsked', { type: 'assignFailure', params: failure }],
            },
          },
        },
      },
    },
  },
});

export type ContentEditMachine = typeof contentEditMachine;

export function createContentEditMachine(deps: ContentEditDependencies) {
  return contentEditMachine.provide({ actors: createContentEditActors(deps) });
}
