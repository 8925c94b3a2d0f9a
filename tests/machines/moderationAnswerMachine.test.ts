import { beforeEach, describe, test } from 'vitest';
import { answeredSink, moderationAnswerModel } from './moderationAnswer/moderationAnswerModel.ts';

beforeEach(() => {
  answeredSink.reported.length = 0;
});

describe('moderation answer machine — paths generated from its definition, played on the real machine', () => {
  test.each(moderationAnswerModel.paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await moderationAnswerModel.play(path);
  });

  // Runs after the paths above: the plays add up to the coverage.
  test('the paths cover every state and transition of the machine', () => {
    moderationAnswerModel.expectFullCoverage('moderationAnswerMachine');
  });
});
