import { describeMachinePaths } from './machinePathsSuite.ts';
import { resetCancelledSink, subscriptionCancelModel } from './subscriptionCancel/subscriptionCancelModel.ts';

describeMachinePaths('subscription cancel machine', subscriptionCancelModel, 'subscriptionCancelMachine', {
  reset: resetCancelledSink,
});
