import { expect, test } from 'vitest';
import { MAX_READINGS, READING_INTERVAL_MS } from '../../machines/paymentCheck/paymentCheckMachine.ts';
import { describeMachinePaths } from './machinePathsSuite.ts';
import { paymentCheckModel, settled } from './paymentCheck/paymentCheckModel.ts';

describeMachinePaths('payment check machine', paymentCheckModel, 'paymentCheckMachine', {
  reset: () => {
    settled.length = 0;
  },
  more: () => {
    test('waits about two minutes before giving up', () => {
      expect((MAX_READINGS * READING_INTERVAL_MS) / 1000).toBeGreaterThanOrEqual(110);
      expect((MAX_READINGS * READING_INTERVAL_MS) / 1000).toBeLessThanOrEqual(130);
    });
  },
});
