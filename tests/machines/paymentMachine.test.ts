import { describe, test } from 'vitest';
import { paymentModel } from './payment/paymentModel.ts';

describe('payment machine — paths generated from its definition, played on the real machine', () => {
  test.each(paymentModel.paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await paymentModel.play(path);
  });

  // Runs after the paths above: the plays add up to the coverage.
  test('the paths cover every state and transition of the machine', () => {
    paymentModel.expectFullCoverage('paymentMachine');
  });
});
