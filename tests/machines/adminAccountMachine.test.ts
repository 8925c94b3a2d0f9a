import { adminAccountModel, resetEffects } from './adminAccount/adminAccountModel.ts';
import { describeMachinePaths } from './machinePathsSuite.ts';

describeMachinePaths('admin account machine', adminAccountModel, 'adminAccountMachine', { reset: resetEffects });
