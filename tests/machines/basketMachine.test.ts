import { beforeEach, describe, test } from 'vitest';
import { basketModel, resetBasketBrowserState } from './basket/basketModel.ts';

beforeEach(() => resetBasketBrowserState());

describe('basket machine — paths generated from its definition, played on the real machine', () => {
  test.each(basketModel.paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await basketModel.play(path);
  });

  // Runs after the paths above: the plays add up to the coverage.
  test('the paths cover every state and transition of the machine', () => {
    basketModel.expectFullCoverage('basketMachine');
  });
});
