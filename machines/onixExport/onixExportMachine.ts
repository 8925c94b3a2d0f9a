import { assertEvent, assign, setup } from 'xstate';
import { unprovidedActors } from '../shared/unprovided.ts';
import { errorMessageOf } from '../shared/errors.ts';
import { failure, output } from '../shared/outcomeParams.ts';
import { createOnixExportActors, type OnixExportActors } from './actors.ts';
import type {
  OnixExportContext,
  OnixExportDependencies,
  OnixExportEvent,
  PlanExportOnix,
  SavedExport,
} from './types.ts';

const standIns = unprovidedActors<OnixExportActors>('ONIX export', ['planExport', 'downloadExport']);

/** A new day: whatever was read for the previous one no longer holds. */
const newDay = { target: '#onixExport.idle', actions: 'assignDepuis' } as const;

/**
 * The back office's « Export ONIX »: asked for, the plan (how many validated publications the file holds, which ones
 * cannot be exported and why) is read for the chosen day (it reads every validated publication, so not on each visit
 * of the list), then the file is downloaded as often as wanted. Changing the day goes back to asking; a download keeps
 * the day it started with.
 */
export const onixExportMachine = setup({
  types: {
    context: {} as OnixExportContext,
    events: {} as OnixExportEvent,
  },
  actors: standIns,
  actions: {
    assignDepuis: assign(({ event }) => {
      assertEvent(event, 'onixExport.sinceChanged');
      return { depuis: event.depuis, plan: null, fileName: null, error: null };
    }),
    assignPlan: assign((_, params: { plan: PlanExportOnix }) => ({ plan: params.plan })),
    assignSaved: assign((_, params: { saved: SavedExport }) => ({ fileName: params.saved.fileName })),
    assignFailure: assign((_, params: { error: unknown }) => ({ error: errorMessageOf(params.error, '') || null })),
    forgetOutcome: assign({ error: null, fileName: null }),
  },
}).createMachine({
  id: 'onixExport',
  context: { depuis: null, plan: null, fileName: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'onixExport.plan': { target: 'planning' },
        'onixExport.sinceChanged': newDay,
      },
    },
    planning: {
      invoke: {
        id: 'planExport',
        src: 'planExport',
        input: ({ context }) => ({ depuis: context.depuis }),
        onDone: { target: 'ready', actions: { type: 'assignPlan', params: output('plan') } },
        onError: { target: 'planFailed', actions: { type: 'assignFailure', params: failure } },
      },
      on: { 'onixExport.sinceChanged': newDay },
    },
    /** The plan could not be read: its reason and « Réessayer »; nothing can be downloaded. */
    planFailed: {
      on: {
        'onixExport.plan': { target: 'planning', actions: 'forgetOutcome' },
        'onixExport.sinceChanged': newDay,
      },
    },
    ready: {
      on: {
        'onixExport.download': { target: 'downloading' },
        'onixExport.sinceChanged': newDay,
      },
    },
    /** The day and the button are disabled until the file is saved or the download fails. */
    downloading: {
      entry: 'forgetOutcome',
      invoke: {
        id: 'downloadExport',
        src: 'downloadExport',
        input: ({ context }) => ({ depuis: context.depuis }),
        onDone: { target: 'done', actions: { type: 'assignSaved', params: output('saved') } },
        onError: { target: 'failed', actions: { type: 'assignFailure', params: failure } },
      },
    },
    /** The file is saved; the plan stays shown and the file may be downloaded again. */
    done: {
      on: {
        'onixExport.download': { target: 'downloading' },
        'onixExport.sinceChanged': newDay,
      },
    },
    /** Nothing was saved: the reason, and the button to try again. */
    failed: {
      on: {
        'onixExport.download': { target: 'downloading' },
        'onixExport.sinceChanged': newDay,
      },
    },
  },
});

export type OnixExportMachine = typeof onixExportMachine;

export function createOnixExportMachine(deps: OnixExportDependencies) {
  return onixExportMachine.provide({ actors: createOnixExportActors(deps) });
}
