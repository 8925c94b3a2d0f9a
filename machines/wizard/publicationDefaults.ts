import { NEW_PUBLICATION } from '../../domain/publication/newPublication.ts';
import type { PublicationSaisie, StepData } from './types.ts';

/** A new publication (spec 1 §4 "New publication defaults"), its lists the wizard's own. */
export function newPublication(): PublicationSaisie {
  return { ...NEW_PUBLICATION, IdsLangues: [...NEW_PUBLICATION.IdsLangues], AuteurContribution: [] };
}

/** The step's fields over the publication; the publication's identity is not the form's to change. */
export function mergeStepData(publication: PublicationSaisie, data: StepData): PublicationSaisie {
  const { Id: _id, ...fields } = data;
  return { ...publication, ...fields };
}
