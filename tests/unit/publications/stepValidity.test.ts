import { describe, expect, test } from 'vitest';
import {
  firstInvalidStep,
  isStepReachable,
  validateSteps,
  withChosenImages,
  type Validity,
} from '../../../domain/publication/stepValidity.ts';
import {
  LAST_STEP,
  previousIsBlocking,
  WIZARD_STEPS,
  type WizardStep,
} from '../../../domain/publication/wizardSteps.ts';

/** The steps' verdicts, every step passing but those named. */
function validity(...failing: WizardStep[]): Validity {
  return validateSteps({}, (step) => ({ valid: !failing.includes(step), errors: [] }));
}

describe('the steps’ validity (spec 1 §4 "Wizard navigation")', () => {
  test('an existing publication reopens at its first failing step, none when all pass', () => {
    expect(firstInvalidStep(validity(3, 5))).toBe(3);
    expect(firstInvalidStep(validity())).toBeNull();
    expect(firstInvalidStep(null)).toBe(1);
  });

  test('a step is reachable when every step before it passes', () => {
    const reachable = (v: Validity | null) => WIZARD_STEPS.filter((step) => isStepReachable(v, step));
    expect(reachable(validity(3))).toEqual([1, 2, 3]);
    expect(reachable(validity())).toEqual([1, 2, 3, 4, 5]);
    expect(reachable(null)).toEqual([1]);
  });

  test('Précédent lets a failing step go from every step that has one', () => {
    expect(WIZARD_STEPS.filter((step) => !previousIsBlocking(step))).toEqual([2, 3, 4, 5]);
    expect(LAST_STEP).toBe(5);
  });
});

describe('withChosenImages', () => {
  const cover = new File(['x'], 'couverture.png', { type: 'image/png' });

  test('a chosen cover stands for the cover not yet sent', () => {
    expect(withChosenImages({ Titre: 'T' }, { visuelCouverture: cover })).toEqual({
      Titre: 'T',
      VisuelCouverture: 'couverture.png',
    });
  });

  test('a stored cover, or no choice, leaves the publication as it is', () => {
    const stored = { VisuelCouverture: '/fichiers/publications/1/a.png' };
    expect(withChosenImages(stored, { visuelCouverture: cover })).toBe(stored);
    expect(withChosenImages({}, { visuelCouverture: null })).toEqual({});
  });
});
