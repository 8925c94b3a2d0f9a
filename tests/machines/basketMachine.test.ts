import { basketModel, resetBasketBrowserState } from './basket/basketModel.ts';
import { describeMachinePaths } from './machinePathsSuite.ts';

describeMachinePaths('basket machine', basketModel, 'basketMachine', { reset: resetBasketBrowserState });
