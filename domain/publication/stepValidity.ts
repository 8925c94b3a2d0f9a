import type { components } from '../../openapi/generated/schema.d.ts';
import type { FieldError } from '../validation/fieldErrors.ts';
import { FIRST_STEP, WIZARD_STEP_TABLE, WIZARD_STEPS, type WizardStep } from './wizardSteps.ts';

type PublicationSaisie = components['schemas']['PublicationSaisie'];

/** What a step's schema says of a publication. */
export interface StepValidation {
  valid: boolean;
  /** The refused fields (JSON pointer under the publication, French message), one per field. */
  errors: readonly FieldError[];
}

export type Validity = Record<WizardStep, StepValidation>;

function filled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/**
 * The steps a publication claims to have passed: those with one of their marker fields filled in. Publication_Update
 * judges these steps' rules.
 */
export function stepsWithData(publication: PublicationSaisie): WizardStep[] {
  return WIZARD_STEPS.filter((step) => WIZARD_STEP_TABLE[step].markers.some((field) => filled(publication[field])));
}

/** Every step's schema on `publication`. */
export function validateSteps(
  publication: PublicationSaisie,
  validateStep: (step: WizardStep, publication: PublicationSaisie) => StepValidation,
): Validity {
  const entries = WIZARD_STEPS.map((step) => [step, validateStep(step, publication)] as const);
  return Object.fromEntries(entries) as Validity;
}

/** The first step whose schema fails (where an existing publication reopens, spec 1 §4); null when all pass. */
export function firstInvalidStep(validity: Validity | null): WizardStep | null {
  if (!validity) return FIRST_STEP;
  return WIZARD_STEPS.find((step) => !validity[step].valid) ?? null;
}

/** A step can be shown when every step before it passes its schema (spec 1 §4). */
export function isStepReachable(validity: Validity | null, step: WizardStep): boolean {
  return WIZARD_STEPS.every((before) => before >= step || validity?.[before].valid === true);
}

/**
 * The publication as step 5 judges it: a cover chosen but not yet sent counts as the cover, since Valider
 * sends the images before the publication (the stored address only exists after the upload).
 */
export function withChosenImages(
  publication: PublicationSaisie,
  images: { visuelCouverture: Blob | null },
): PublicationSaisie {
  if (!images.visuelCouverture || publication.VisuelCouverture) return publication;
  const name =
    'name' in images.visuelCouverture && typeof images.visuelCouverture.name === 'string'
      ? images.visuelCouverture.name
      : '';
  return { ...publication, VisuelCouverture: name || 'couverture' };
}
