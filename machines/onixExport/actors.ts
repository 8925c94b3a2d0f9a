import { fromPromise } from 'xstate';
import type { DepuisInput, OnixExportDependencies, PlanExportOnix, SavedExport } from './types.ts';

/** The machine's server calls over its dependencies; leaving the state aborts them. */
export function createOnixExportActors(deps: OnixExportDependencies) {
  return {
    planExport: fromPromise<PlanExportOnix, DepuisInput>(({ input, signal }) => deps.api.plan(input.depuis, signal)),
    downloadExport: fromPromise<SavedExport, DepuisInput>(({ input, signal }) =>
      deps.api.download(input.depuis, signal),
    ),
  };
}

export type OnixExportActors = ReturnType<typeof createOnixExportActors>;
