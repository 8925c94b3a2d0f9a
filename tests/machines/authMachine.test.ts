import { beforeEach, describe, test } from 'vitest';
import { authModel, resetBrowserState } from './auth/authModel.ts';

beforeEach(() => resetBrowserState());

describe('auth machine — paths generated from its definition, played on the real machine', () => {
  test.each(authModel.paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await authModel.play(path);
  });

  // Runs after the paths above (tests of a file run in order): the plays add up to the coverage.
  test('the paths cover every state and transition of the machine', () => {
    authModel.expectFullCoverage('authMachine');
  });
});
