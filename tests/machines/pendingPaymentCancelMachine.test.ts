import { beforeEach, describe, test } from 'vitest';
import { pendingPaymentCancelModel, resetCancelledSink } from './pendingPaymentCancel/pendingPaymentCancelModel.ts';

beforeEach(() => resetCancelledSink());

describe('pending payment cancel machine — paths generated from its definition, played on the real machine', () => {
  test.each(pendingPaymentCancelModel.paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await pendingPaymentCancelModel.play(path);
  });

  // Runs after the paths above: the plays add up to the coverage.
  test('the paths cover every state and transition of the machine', () => {
    pendingPaymentCancelModel.expectFullCoverage('pendingPaymentCancelMachine');
  });
});
