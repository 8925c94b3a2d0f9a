import { expect } from 'vitest';
import { onixExportMachine, type OnixExportMachine } from '../../../machines/onixExport/onixExportMachine.ts';
import { selectView } from '../../../machines/onixExport/selectors.ts';
import type { PlanExportOnix } from '../../../machines/onixExport/types.ts';
import { ApiError } from '../../../src/lib/api/apiError.ts';
import { actorDone, actorError, createMachineModel, type ModelEvent } from '../modelRunner.ts';

/** The ONIX export machine's model: two days, plans with and without set-aside publications, stand-in answers. */

export const PLAN_FULL: PlanExportOnix = {
  NombreExportables: 2,
  NonExportables: [{ IdPublication: 7, IdPersonne: 3, Titre: 'Sans prix', Raisons: ['Le prix manque.'] }],
};
export const PLAN_EMPTY: PlanExportOnix = { NombreExportables: 0, NonExportables: [] };

export const SERVICE_DOWN = new ApiError(
  'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
  503,
);

const events: ModelEvent<OnixExportMachine>[] = [
  { type: 'onixExport.sinceChanged', depuis: '2026-01-01' },
  { type: 'onixExport.sinceChanged', depuis: null },
  { type: 'onixExport.download' },
  { type: 'onixExport.plan' },
  actorDone('planExport', PLAN_FULL),
  actorDone('planExport', PLAN_EMPTY),
  actorError('planExport', SERVICE_DOWN),
  actorDone('downloadExport', { fileName: 'onix-2026-03-15.xml' }),
  actorError('downloadExport', SERVICE_DOWN),
  // A fault of ours, not a refusal the server explained: nothing of it is shown.
  actorError('downloadExport', new Error('boom')),
];

export const onixExportModel = createMachineModel({
  machine: onixExportMachine,
  events,
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      depuis: snapshot.context.depuis,
      exportables: snapshot.context.plan?.NombreExportables ?? null,
      fileName: snapshot.context.fileName,
      error: snapshot.context.error,
    }),
  invariant: (snapshot) => {
    const view = selectView(snapshot);
    const state = snapshot.value as string;
    // The view follows the state; a plan is shown from the moment it is read until the day changes.
    expect(view.step).toBe(state);
    if (state === 'idle' || state === 'planning') expect(snapshot.context.plan).toBeNull();
    if (['ready', 'downloading', 'done', 'failed'].includes(state)) expect(snapshot.context.plan).not.toBeNull();
    // A file name only once a file is saved; a reason only after a failure, and only one the server gave.
    if (state !== 'done') expect(snapshot.context.fileName).toBeNull();
    else expect(snapshot.context.fileName).toBe('onix-2026-03-15.xml');
    if (state !== 'failed' && state !== 'planFailed') expect(snapshot.context.error).toBeNull();
    if (snapshot.context.error !== null) expect(snapshot.context.error).toBe(SERVICE_DOWN.message);
  },
});
