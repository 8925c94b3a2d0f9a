import { describeMachinePaths } from './machinePathsSuite.ts';
import { correctionItemModel, resetSavedSink } from './correctionItem/correctionItemModel.ts';

describeMachinePaths('correction item machine', correctionItemModel, 'correctionItemMachine', {
  reset: resetSavedSink,
});
