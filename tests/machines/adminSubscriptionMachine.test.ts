import { beforeEach, describe, test } from 'vitest';
import { adminSubscriptionModel, effects } from './adminSubscription/adminSubscriptionModel.ts';

beforeEach(() => {
  effects.cancelled.length = 0;
});

describe('admin subscription machine — paths generated from its definition, played on the real machine', () => {
  test.each(adminSubscriptionModel.paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await adminSubscriptionModel.play(path);
  });

  // Runs after the paths above: the plays add up to the coverage.
  test('the paths cover every state and transition of the machine', () => {
    adminSubscriptionModel.expectFullCoverage('adminSubscriptionMachine');
  });
});
