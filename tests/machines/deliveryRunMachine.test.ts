import { describeMachinePaths } from './machinePathsSuite.ts';
import { deliveryRunModel, resetDeliveredSink } from './deliveryRun/deliveryRunModel.ts';

describeMachinePaths('delivery run machine', deliveryRunModel, 'deliveryRunMachine', { reset: resetDeliveredSink });
