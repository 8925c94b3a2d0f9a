import type { FieldError } from '../../domain/validation/fieldErrors.ts';
import { validatePublicationStep, type PublicationStep } from '../../domain/publication/publicationSteps.ts';
import type { Publication } from './mapping.ts';

/**
 * The fields that show a step was filled in. Fields with a default of spec 1 §4 (languages, availability,
 * format, type of work…) are left out: a new publication holds them before the author reaches their step.
 */
const STEP_MARKERS: Record<PublicationStep, readonly (keyof Publication)[]> = {
  1: ['Ean'],
  2: ['Titre', 'TitreVolume', 'NumeroVolume'],
  3: ['IdMarque'],
  4: ['DateParution', 'PrixTTC', 'NombrePage', 'Format_Poids', 'Format_Hauteur', 'Format_Largeur', 'Format_Epaisseur', 'GenCod'],
  5: ['IdSujet', 'Resume'],
};

function filled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** The steps a publication claims to have passed: those with one of their fields filled in. */
export function stepsWithData(publication: Publication): PublicationStep[] {
  return ([1, 2, 3, 4, 5] as const).filter((step) => STEP_MARKERS[step].some((field) => filled(publication[field])));
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
