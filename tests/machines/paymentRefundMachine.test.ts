import { beforeEach, describe, test } from 'vitest';
import { paymentRefundModel, resetRefundedSink } from './paymentRefund/paymentRefundModel.ts';

beforeEach(() => resetRefundedSink());

describe('payment refund machine — paths generated from its definition, played on the real machine', () => {
  test.each(paymentRefundModel.paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await paymentRefundModel.play(path);
  });

  // Runs after the paths above: the plays add up to the coverage.
  test('the paths cover every state and transition of the machine', () => {
    paymentRefundModel.expectFullCoverage('paymentRefundMachine');
  });
});
