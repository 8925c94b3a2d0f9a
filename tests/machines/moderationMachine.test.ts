import { describeMachinePaths } from './machinePathsSuite.ts';
import { moderationModel } from './moderation/moderationModel.ts';

describeMachinePaths('moderation machine', moderationModel, 'moderationMachine');
