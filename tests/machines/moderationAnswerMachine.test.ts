import { describeMachinePaths } from './machinePathsSuite.ts';
import { moderationAnswerModel, resetAnsweredSink } from './moderationAnswer/moderationAnswerModel.ts';

describeMachinePaths('moderation answer machine', moderationAnswerModel, 'moderationAnswerMachine', {
  reset: resetAnsweredSink,
});
