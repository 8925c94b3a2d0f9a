import { describeMachinePaths } from './machinePathsSuite.ts';
import { pendingPaymentCancelModel, resetCancelledSink } from './pendingPaymentCancel/pendingPaymentCancelModel.ts';

describeMachinePaths('pending payment cancel machine', pendingPaymentCancelModel, 'pendingPaymentCancelMachine', {
  reset: resetCancelledSink,
});
