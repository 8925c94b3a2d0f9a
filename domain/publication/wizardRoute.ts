import { FIRST_STEP, WIZARD_STEPS, type WizardStep } from './wizardSteps.ts';

/** The route's publication id: a positive integer, or null for a new publication (spec 1 §2). */
export function parseRouteId(id: string | number | null | undefined): number | null {
  const text = typeof id === 'number' ? String(id) : (id ?? '').trim();
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}

/** The route's step: 1 to 5, and 1 when missing or out of range (spec 1 §2). */
export function parseRouteStep(step: string | number | null | undefined): WizardStep {
  const text = typeof step === 'number' ? String(step) : (step ?? '').trim();
  return WIZARD_STEPS.find((candidate) => String(candidate) === text) ?? FIRST_STEP;
}
