import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { ModelPath } from './modelRunner.ts';

function stepKey(from: AnyMachineSnapshot, event: AnyEventObject, to: AnyMachineSnapshot): string {
  return `${JSON.stringify(from.value)} —${JSON.stringify(event)}→ ${JSON.stringify(to.value)}`;
}

/**
 * Few of `paths` (greedily, longest first) that together take every sample event from every state value to every
 * state value that any of them takes: the rendered UI plays every state, transition and sample event without
 * replaying each combination of context the machine's own plays go through.
 */
export function coveringPaths<TMachine extends AnyStateMachine>(
  paths: readonly ModelPath<TMachine>[],
): ModelPath<TMachine>[] {
  const keysOf = (path: ModelPath<TMachine>) =>
    path.steps
      .slice(1)
      .map((step, index) =>
        stepKey(
          path.steps[index]!.state as AnyMachineSnapshot,
          step.event as AnyEventObject,
          step.state as AnyMachineSnapshot,
        ),
      );
  const covered = new Set<string>();
  const kept: ModelPath<TMachine>[] = [];
  for (const path of [...paths].sort((a, b) => b.steps.length - a.steps.length)) {
    const keys = keysOf(path);
    if (keys.every((key) => covered.has(key))) continue;
    for (const key of keys) covered.add(key);
    kept.push(path);
  }
  return kept;
}
