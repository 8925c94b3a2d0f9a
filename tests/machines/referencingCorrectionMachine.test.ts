import { describeMachinePaths } from './machinePathsSuite.ts';
import { referencingCorrectionModel, resetCorrectedSink } from './referencingCorrection/referencingCorrectionModel.ts';

describeMachinePaths('referencing correction machine', referencingCorrectionModel, 'referencingCorrectionMachine', {
  reset: resetCorrectedSink,
});
