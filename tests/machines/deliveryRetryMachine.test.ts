import { describeMachinePaths } from './machinePathsSuite.ts';
import { deliveryRetryModel, resetRetriedSink } from './deliveryRetry/deliveryRetryModel.ts';

describeMachinePaths('delivery retry machine', deliveryRetryModel, 'deliveryRetryMachine', { reset: resetRetriedSink });
