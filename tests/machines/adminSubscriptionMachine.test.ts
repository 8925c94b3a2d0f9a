import { adminSubscriptionModel, resetEffects } from './adminSubscription/adminSubscriptionModel.ts';
import { describeMachinePaths } from './machinePathsSuite.ts';

describeMachinePaths('admin subscription machine', adminSubscriptionModel, 'adminSubscriptionMachine', {
  reset: resetEffects,
});
