import { describeMachinePaths } from './machinePathsSuite.ts';
import { paymentModel } from './payment/paymentModel.ts';

describeMachinePaths('payment machine', paymentModel, 'paymentMachine');
