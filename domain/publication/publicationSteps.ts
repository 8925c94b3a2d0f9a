import type { ValidateFunction } from 'ajv';
import { toFieldErrors } from '../validation/fieldErrors.ts';
import { validatePublicationEtape1 } from '../validation/generated/validatePublicationEtape1.js';
import { validatePublicationEtape2 } from '../validation/generated/validatePublicationEtape2.js';
import { validatePublicationEtape3 } from '../validation/generated/validatePublicationEtape3.js';
import { validatePublicationEtape4 } from '../validation/generated/validatePublicationEtape4.js';
import { validatePublicationEtape5 } from '../validation/generated/validatePublicationEtape5.js';
import type { StepValidation } from './stepValidity.ts';
import { WIZARD_STEP_TABLE, type StepSchema, type WizardStep } from './wizardSteps.ts';

const SCHEMA_VALIDATORS: Record<StepSchema, ValidateFunction> = {
  PublicationEtape1: validatePublicationEtape1,
  PublicationEtape2: validatePublicationEtape2,
  PublicationEtape3: validatePublicationEtape3,
  PublicationEtape4: validatePublicationEtape4,
  PublicationEtape5: validatePublicationEtape5,
};

/**
 * What the contract's schema of one wizard step (PublicationEtape1 … PublicationEtape5) says of a
 * publication, with the browser's precompiled validators: the same verdicts as the server's.
 */
export function validatePublicationStep(step: WizardStep, publication: unknown): StepValidation {
  const validate = SCHEMA_VALIDATORS[WIZARD_STEP_TABLE[step].schema];
  const valid = validate(publication);
  return { valid, errors: valid ? [] : toFieldErrors(validate.errors) };
}
