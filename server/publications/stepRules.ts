import { validatePublicationStep } from '../../domain/publication/publicationSteps.ts';
import { WIZARD_STEP_TABLE, WIZARD_STEPS, type WizardStep } from '../../domain/publication/wizardSteps.ts';
import type { FieldError } from '../../domain/validation/fieldErrors.ts';
import type { Publication } from './mapping.ts';

function filled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** The steps a publication claims to have passed: those with one of their marker fields filled in. */
export function stepsWithData(publication: Publication): WizardStep[] {
  return WIZARD_STEPS.filter((step) => WIZARD_STEP_TABLE[step].markers.some((field) => filled(publication[field])));
}

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
