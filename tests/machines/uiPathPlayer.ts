import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { Actor, AnyEventObject, AnyMachineSnapshot, AnyStateMachine, SnapshotFrom, StateValue } from 'xstate';
import type { MachineModel, ModelEvent, ModelPath } from './modelRunner.ts';

/**
 * Plays a machine model's paths against the rendered UI: the user does each event the way a user does it
 * (`events`), the held actors end as the path says, and after each step both the machine's state and what
 * the screen shows for it (`states`) are checked.
 */
export interface UiPlayOptions<TMachine extends AnyStateMachine, TUi> {
  /** Renders the UI over `actor` (not started yet: the UI may start it, else it is started after rendering). */
  render(actor: Actor<TMachine>): TUi | Promise<TUi>;
  /**
   * What the screen shows in each state, keyed by state path (`authenticated.active`); a state without its
   * own key uses its nearest ancestor's. A state with neither fails the play.
   */
  states: Record<string, (args: { snapshot: SnapshotFrom<TMachine>; ui: TUi }) => void | Promise<void>>;
  /** How a user (or the browser, or time) brings each event about; every event of a played path needs one. */
  events: Record<
    string,
    (args: { event: ModelEvent<TMachine>; actor: Actor<TMachine>; ui: TUi }) => void | Promise<void>
  >;
  /** How long the screen may take to show a state. */
  timeout?: number;
}

function statePaths(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined ? [`${prefix}${key}`] : statePaths(child, `${prefix}${key}.`),
  );
}

function assertionFor<TMachine extends AnyStateMachine, TUi>(options: UiPlayOptions<TMachine, TUi>, value: StateValue) {
  return statePaths(value).map((path) => {
    const segments = path.split('.');
    for (let length = segments.length; length > 0; length -= 1) {
      const assertion = options.states[segments.slice(0, length).join('.')];
      if (assertion) return assertion;
    }
    throw new Error(`No UI assertion for the state "${path}"`);
  });
}

/** Whether every event of `path` that is not an actor outcome has a way to be done in the UI. */
export function isPlayableInUi<TMachine extends AnyStateMachine>(
  path: ModelPath<TMachine>,
  events: Record<string, unknown>,
): boolean {
  return path.steps
    .slice(1)
    .map(({ event }) => (event as AnyEventObject).type)
    .every((type) => type.startsWith('xstate.done.actor.') || type.startsWith('xstate.error.actor.') || type in events);
}

export async function playPathInUi<TMachine extends AnyStateMachine, TUi>(
  model: MachineModel<TMachine>,
  path: ModelPath<TMachine>,
  options: UiPlayOptions<TMachine, TUi>,
): Promise<void> {
  const { actor, step } = model.start({ started: false });
  try {
    const ui = await options.render(actor);
    actor.start();
    for (const [index, { event, state }] of path.steps.entries()) {
      if (index > 0) {
        await step(event as ModelEvent<TMachine>, async (sent) => {
          const { type } = sent as AnyEventObject;
          const how = options.events[type];
          if (!how) throw new Error(`No way to do "${type}" in the UI`);
          await how({ event: sent, actor, ui });
        });
      }
      const expected = model.serializeState(state);
      await waitFor(
        async () => {
          const snapshot = actor.getSnapshot() as SnapshotFrom<TMachine>;
          expect(model.serializeState(snapshot), `step ${index} of: ${path.description}`).toBe(expected);
          for (const assertion of assertionFor(options, (snapshot as AnyMachineSnapshot).value))
            await assertion({ snapshot, ui });
        },
        { timeout: options.timeout ?? 2000 },
      );
    }
  } finally {
    actor.stop();
  }
}
