import { checkoutModel, resetEffects } from './checkout/checkoutModel.ts';
import { describeMachinePaths } from './machinePathsSuite.ts';

describeMachinePaths('checkout machine', checkoutModel, 'checkoutMachine', { reset: resetEffects });
