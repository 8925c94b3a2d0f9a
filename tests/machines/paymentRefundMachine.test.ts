import { describeMachinePaths } from './machinePathsSuite.ts';
import { paymentRefundModel, resetRefundedSink } from './paymentRefund/paymentRefundModel.ts';

describeMachinePaths('payment refund machine', paymentRefundModel, 'paymentRefundMachine', {
  reset: resetRefundedSink,
});
