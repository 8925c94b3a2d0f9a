import { describeMachinePaths } from './machinePathsSuite.ts';
import { resetWizardModel, wizardModel } from './wizard/wizardModel.ts';

describeMachinePaths('wizard machine', wizardModel, 'wizardMachine', { reset: resetWizardModel });
