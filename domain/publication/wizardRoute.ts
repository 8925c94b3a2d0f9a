import { FIRST_STEP, WIZARD_STEPS, type WizardStep } from './wizardSteps.ts';

/** The route's publication id: a positive integer, or null for a new publication (spec 1 §2). */
export function parseRouteId(id: string | number | null | undefined): number | null {
  const text = typeof id === 'number' ? String(id) : (id ?? '').trim();
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * The step the route names: 1 to 5, or null when it names none (`/publication/{id}/edit`, opened from a list)
 * or one out of range: an existing publication then opens at its first failing step.
 */
export function parseRouteStep(step: string | number | null | undefined): WizardStep | null {
  const text = typeof step === 'number' ? String(step) : (step ?? '').trim();
  return WIZARD_STEPS.find((candidate) => String(candidate) === text) ?? null;
}

/** The step asked for by the route of publication `id`: a new publication (no id) starts at step 1. */
export function requestedStep(id: number | null, step: string | number | null | undefined): WizardStep | null {
  return parseRouteStep(step) ?? (id === null ? FIRST_STEP : null);
}
