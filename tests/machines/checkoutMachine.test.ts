import { beforeEach, describe, test } from 'vitest';
import { checkoutModel, resetEffects } from './checkout/checkoutModel.ts';

beforeEach(() => resetEffects());

describe('checkout machine — paths generated from its definition, played on the real machine', () => {
  test.each(checkoutModel.paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await checkoutModel.play(path);
  });

  // Runs after the paths above: the plays add up to the coverage.
  test('the paths cover every state and transition of the machine', () => {
    checkoutModel.expectFullCoverage('checkoutMachine');
  });
});
