import { beforeEach, describe, test } from 'vitest';
import { adminAccountModel, effects } from './adminAccount/adminAccountModel.ts';

beforeEach(() => {
  effects.saved.length = 0;
  effects.saveFailures.length = 0;
  effects.deleted.length = 0;
});

describe('admin account machine — paths generated from its definition, played on the real machine', () => {
  test.each(adminAccountModel.paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await adminAccountModel.play(path);
  });

  // Runs after the paths above: the plays add up to the coverage.
  test('the paths cover every state and transition of the machine', () => {
    adminAccountModel.expectFullCoverage('adminAccountMachine');
  });
});
