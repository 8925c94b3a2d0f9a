import { beforeEach, describe, test } from 'vitest';
import { resetWizardModel, wizardModel } from './wizard/wizardModel.ts';

beforeEach(() => resetWizardModel());

describe('wizard machine — paths generated from its definition, played on the real machine', () => {
  test.each(wizardModel.paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await wizardModel.play(path);
  });

  // Runs after the paths above (tests of a file run in order): the plays add up to the coverage.
  test('the paths cover every state and transition of the machine', () => {
    wizardModel.expectFullCoverage('wizardMachine');
  });
});
