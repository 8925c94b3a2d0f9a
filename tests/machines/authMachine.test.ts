import { authModel, resetBrowserState } from './auth/authModel.ts';
import { describeMachinePaths } from './machinePathsSuite.ts';

describeMachinePaths('auth machine', authModel, 'authMachine', { reset: resetBrowserState });
