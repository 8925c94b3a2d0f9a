import { beforeEach, describe, test } from 'vitest';
import { resetCancelledSink, subscriptionCancelModel } from './subscriptionCancel/subscriptionCancelModel.ts';

beforeEach(() => resetCancelledSink());

describe('subscription cancel machine — paths generated from its definition, played on the real machine', () => {
  test.each(subscriptionCancelModel.paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await subscriptionCancelModel.play(path);
  });

  // Runs after the paths above: the plays add up to the coverage.
  test('the paths cover every state and transition of the machine', () => {
    subscriptionCancelModel.expectFullCoverage('subscriptionCancelMachine');
  });
});
