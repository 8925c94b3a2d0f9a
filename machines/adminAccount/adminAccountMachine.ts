import { assign, fromPromise, setup } from 'xstate';
import { unprovidedActors } from '../shared/unprovided.ts';
import { ADMIN_ACCOUNT_TEXTS as T } from '../../domain/identity/adminAccountTexts.ts';
import { errorMessageOf, isNotFoundError } from '../shared/errors.ts';
import type {
  AdminAccountContext,
  AdminAccountDependencies,
  AdminAccountEvent,
  AdminAccountInput,
  Compte,
  CompteBOMiseAJourValues,
  Confirmation,
} from './types.ts';
import { failure, output } from '../shared/outcomeParams.ts';

const standIns = unprovidedActors<ReturnType<typeof adminAccountImplementations>['actors']>('admin account', [
  'loadCompte',
  'saveCompte',
  'deleteCompte',
]);

function valuesOf(context: AdminAccountContext): CompteBOMiseAJourValues {
  if (!context.values) throw new Error('No values are being saved');
  return context.values;
}

/**
 * An account in the back office: loaded (an unknown id is a state of its own), saved from its form, deleted after a
 * confirmation. A refused save or deletion leaves the account and the form as they were, with the server's reason.
 */
export const adminAccountMachine = setup({
  types: {
    context: {} as AdminAccountContext,
    events: {} as AdminAccountEvent,
    input: {} as AdminAccountInput,
  },
  actors: standIns,
  actions: {
    // Effects outside the machine, given by `adminAccountImplementations`.
    reportSaved: (_, _params: { compte: Compte }) => {},
    reportSaveFailed: (_, _params: { error: unknown }) => {},
    reportDeleted: (_, _params: { confirmation: Confirmation }) => {},
    assignCompte: assign((_, params: { compte: Compte }) => ({ compte: params.compte, loadError: null })),
    assignLoadError: assign((_, params: { error: unknown }) => ({
      loadError: errorMessageOf(params.error, T.loadAccountFailed),
    })),
    forgetLoadError: assign({ loadError: null }),
    assignValues: assign((_, params: { values: CompteBOMiseAJourValues }) => ({
      values: params.values,
      deleteError: null,
    })),
    forgetValues: assign({ values: null }),
    assignDeleteError: assign((_, params: { error: unknown }) => ({
      deleteError: errorMessageOf(params.error, T.remove.failed),
    })),
    forgetDeleteError: assign({ deleteError: null }),
  },
  guards: {
    isNotFound: (_, params: { error: unknown }) => isNotFoundError(params.error),
  },
}).createMachine({
  id: 'adminAccount',
  context: ({ input }) => ({ id: input.id, compte: null, values: null, loadError: null, deleteError: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadCompte',
        src: 'loadCompte',
        input: ({ context }) => context.id,
        onDone: { target: 'ready', actions: { type: 'assignCompte', params: output('compte') } },
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
      on: { 'adminAccount.retryLoad': { target: 'loading', actions: 'forgetLoadError' } },
    },
    notFound: {},
    ready: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'adminAccount.save': {
              target: 'saving',
              actions: { type: 'assignValues', params: ({ event }) => ({ values: event.values }) },
            },
            'adminAccount.delete': { target: 'confirmingDelete', actions: 'forgetDeleteError' },
          },
        },
        saving: {
          invoke: {
            id: 'saveCompte',
            src: 'saveCompte',
            input: ({ context }) => valuesOf(context),
            onDone: {
              target: 'editing',
              actions: [
                { type: 'assignCompte', params: output('compte') },
                { type: 'reportSaved', params: output('compte') },
                'forgetValues',
              ],
            },
            onError: { target: 'editing', actions: [{ type: 'reportSaveFailed', params: failure }, 'forgetValues'] },
          },
        },
        confirmingDelete: {
          on: {
            'adminAccount.confirmDelete': { target: 'deleting' },
            'adminAccount.dismissDelete': { target: 'editing' },
          },
        },
        deleting: {
          invoke: {
            id: 'deleteCompte',
            src: 'deleteCompte',
            input: ({ context }) => context.id,
            onDone: {
              target: '#adminAccount.deleted',
              actions: { type: 'reportDeleted', params: output('confirmation') },
            },
            onError: { target: 'editing', actions: { type: 'assignDeleteError', params: failure } },
          },
        },
      },
    },
    deleted: { type: 'final' },
  },
});

export type AdminAccountMachine = typeof adminAccountMachine;

/** The machine's effects over `deps`: the application passes the real ones, tests stand-ins. */
export function adminAccountImplementations(deps: AdminAccountDependencies) {
  return {
    actors: {
      loadCompte: fromPromise<Compte, number>(({ input, signal }) => deps.api.load(input, signal)),
      saveCompte: fromPromise<Compte, CompteBOMiseAJourValues>(({ input, signal }) => deps.api.save(input, signal)),
      deleteCompte: fromPromise<Confirmation, number>(({ input, signal }) => deps.api.remove(input, signal)),
    },
    actions: {
      reportSaved: (_: unknown, { compte }: { compte: Compte }) => deps.saved(compte),
      reportSaveFailed: (_: unknown, { error }: { error: unknown }) => deps.saveFailed(error),
      reportDeleted: (_: unknown, { confirmation }: { confirmation: Confirmation }) => deps.deleted(confirmation),
    },
  };
}

export function createAdminAccountMachine(deps: AdminAccountDependencies) {
  return adminAccountMachine.provide(adminAccountImplementations(deps));
}
