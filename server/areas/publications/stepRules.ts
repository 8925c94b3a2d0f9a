import { validatePublicationStep } from '../../../domain/publication/publicationSteps.ts';
import { stepsWithData } from '../../../domain/publication/stepValidity.ts';
import type { FieldError } from '../../../domain/validation/fieldErrors.ts';
import type { Publication } from './mapping.ts';

/** What the contract's step schemas refuse of the publication, for each step whose data is present. */
export function refusedFields(publication: Publication): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  for (const step of stepsWithData(publication)) {
    for (const error of validatePublicationStep(step, publication).errors) {
      if (seen.has(error.Champ)) continue;
      seen.add(error.Champ);
      errors.push(error);
    }
  }
  return errors;
}
