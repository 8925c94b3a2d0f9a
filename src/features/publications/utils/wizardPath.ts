import type { WizardRoute } from '../../../../machines/wizard/types.ts';

/** The address of a wizard route (spec 2 §2, front office): a new publication is created from step 1. */
export function wizardPath({ id, step }: Pick<WizardRoute, 'id' | 'step'>): string {
  if (id === null) return '/publication/create';
  return `/publication/${id}/edit/${step}`;
}

export function publicationPath(id: number): string {
  return `/publication/${id}`;
}
