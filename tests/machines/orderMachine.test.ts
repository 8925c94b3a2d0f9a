import { describeMachinePaths } from './machinePathsSuite.ts';
import { orderModel } from './order/orderModel.ts';

describeMachinePaths('order machine', orderModel, 'orderMachine');
