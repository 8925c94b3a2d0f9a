import { beforeEach, describe, test } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import type { MachineModel } from './modelRunner.ts';

export interface MachinePathsSuiteOptions {
  /** Forgets what the model's stand-in effects recorded, before each test. */
  reset?: () => void;
  /** Further tests of the machine, registered in the same block after the coverage. */
  more?: () => void;
}

/**
 * The model-based tests of a machine: one test per path its model generated from the definition, played on the real
 * machine, then one that prints the coverage (under `coverageName`) and fails unless the plays took every state and
 * transition.
 */
export function describeMachinePaths<TMachine extends AnyStateMachine>(
  subject: string,
  model: MachineModel<TMachine>,
  coverageName: string,
  { reset, more }: MachinePathsSuiteOptions = {},
): void {
  describe(`${subject} — paths generated from its definition, played on the real machine`, () => {
    if (reset) beforeEach(() => reset());

    test.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
      await model.play(path);
    });

    // Runs after the paths above (tests of a file run in order): the plays add up to the coverage.
    test('the paths cover every state and transition of the machine', () => {
      model.expectFullCoverage(coverageName);
    });

    more?.();
  });
}
