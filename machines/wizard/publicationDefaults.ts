import type { PublicationSaisie, StepData } from './types.ts';

/** A new publication (spec 1 §4 "New publication defaults"). */
export function newPublication(): PublicationSaisie {
  return {
    IdsLangues: [20],
    Serie: false,
    AuteurContribution: [],
    MultipleAuteurs: false,
    IdDisponibilite: 1,
    IdIllustration: 1,
    IdFormat: 1,
    Coffret: false,
    IdTypeOuvrage: 1,
  };
}

/** The step's fields over the publication; the publication's identity is not the form's to change. */
export function mergeStepData(publication: PublicationSaisie, data: StepData): PublicationSaisie {
  const { Id: _id, ...fields } = data;
  return { ...publication, ...fields };
}
