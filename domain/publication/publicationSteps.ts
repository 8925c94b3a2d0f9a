import type { ValidateFunction } from 'ajv';
import { toFieldErrors, type FieldError } from '../validation/fieldErrors.ts';
import { validatePublicationEtape1 } from '../validation/generated/validatePublicationEtape1.js';
import { validatePublicationEtape2 } from '../validation/generated/validatePublicationEtape2.js';
import { validatePublicationEtape3 } from '../validation/generated/validatePublicationEtape3.js';
import { validatePublicationEtape4 } from '../validation/generated/validatePublicationEtape4.js';
import { validatePublicationEtape5 } from '../validation/generated/validatePublicationEtape5.js';

export type PublicationStep = 1 | 2 | 3 | 4 | 5;

const STEP_VALIDATORS: Record<PublicationStep, ValidateFunction> = {
  1: validatePublicationEtape1,
  2: validatePublicationEtape2,
  3: validatePublicationEtape3,
  4: validatePublicationEtape4,
  5: validatePublicationEtape5,
};

export interface PublicationStepValidity {
  valid: boolean;
  /** One French message per refused field, as JSON pointers under the publication. */
  errors: FieldError[];
}

/**
 * What the contract's schema of one wizard step (PublicationEtape1 … PublicationEtape5) says of a
 * publication, with the browser's precompiled validators: the same verdicts as the server's.
 */
export function validatePublicationStep(step: PublicationStep, publication: unknown): PublicationStepValidity {
  const validate = STEP_VALIDATORS[step];
  const valid = validate(publication);
  return { valid, errors: valid ? [] : toFieldErrors(validate.errors) };
}
