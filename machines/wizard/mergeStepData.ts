import type { PublicationSaisie, StepData } from './types.ts';

/** The step's fields over the publication; the publication's identity is not the form's to change. */
export function mergeStepData(publication: PublicationSaisie, data: StepData): PublicationSaisie {
  const { Id: _id, ...fields } = data;
  return { ...publication, ...fields };
}
