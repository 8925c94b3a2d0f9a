import { describeMachinePaths } from './machinePathsSuite.ts';
import { onixExportModel } from './onixExport/onixExportModel.ts';

describeMachinePaths('ONIX export machine', onixExportModel, 'onixExportMachine');
