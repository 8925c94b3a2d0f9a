import { describe, test } from 'vitest';
import { orderModel } from './order/orderModel.ts';

describe('order machine — paths generated from its definition, played on the real machine', () => {
  test.each(orderModel.paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await orderModel.play(path);
  });

  // Runs after the paths above: the plays add up to the coverage.
  test('the paths cover every state and transition of the machine', () => {
    orderModel.expectFullCoverage('orderMachine');
  });
});
