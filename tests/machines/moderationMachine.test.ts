import { describe, test } from 'vitest';
import { moderationModel } from './moderation/moderationModel.ts';

describe('moderation machine — paths generated from its definition, played on the real machine', () => {
  test.each(moderationModel.paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await moderationModel.play(path);
  });

  // Runs after the paths above: the plays add up to the coverage.
  test('the paths cover every state and transition of the machine', () => {
    moderationModel.expectFullCoverage('moderationMachine');
  });
});
