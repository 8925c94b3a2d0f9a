import { beforeEach, describe, expect, test } from 'vitest';
import { MAX_READINGS, READING_INTERVAL_MS } from '../../machines/paymentCheck/paymentCheckMachine.ts';
import { paymentCheckModel, settled } from './paymentCheck/paymentCheckModel.ts';

beforeEach(() => {
  settled.length = 0;
});

describe('payment check machine — paths generated from its definition, played on the real machine', () => {
  test.each(paymentCheckModel.paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await paymentCheckModel.play(path);
  });

  test('the paths cover every state and transition of the machine', () => {
    paymentCheckModel.expectFullCoverage('paymentCheckMachine');
  });

  test('waits about two minutes before giving up', () => {
    expect((MAX_READINGS * READING_INTERVAL_MS) / 1000).toBeGreaterThanOrEqual(110);
    expect((MAX_READINGS * READING_INTERVAL_MS) / 1000).toBeLessThanOrEqual(130);
  });
});
