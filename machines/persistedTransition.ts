import {
  initialTransition,
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFromLogic,
  type SnapshotFrom,
  type StateValue,
} from 'xstate';

/** What applying an event to a stored machine state gives: what to store, and the effects to queue. */
export interface PersistedStep<TMachine extends AnyStateMachine> {
  /** The state value to store (JSON). */
  value: StateValue;
  snapshot: SnapshotFrom<TMachine>;
  /** Whether the stored value must be written again. */
  changed: boolean;
  /** Whether the state handles the event: false for, say, a refund of an unpaid order or a second success. */
  accepted: boolean;
  /** The named actions the transition took, in order, with their params: effects for the caller to perform. */
  actions: NamedAction[];
}

export interface NamedAction {
  type: string;
  params: unknown;
}

function namedActions(actions: readonly { type: string; params?: unknown }[]): NamedAction[] {
  return actions
    .filter((action) => !action.type.startsWith('xstate.'))
    .map((action) => ({ type: action.type, params: action.params }));
}

/** A machine's first state, as a new order or payment attempt stores it, with its entry effects. */
export function startPersisted<TMachine extends AnyStateMachine>(machine: TMachine): PersistedStep<TMachine> {
  const [snapshot, actions] = initialTransition(machine as AnyStateMachine) as [AnyMachineSnapshot, NamedAction[]];
  return {
    value: snapshot.value,
    snapshot: snapshot as SnapshotFrom<TMachine>,
    changed: true,
    accepted: true,
    actions: namedActions(actions),
  };
}

/**
 * Applies `event` to a machine state read from storage, purely (xstate's `transition()`: nothing runs). A state
 * value the machine does not have throws.
 */
export function applyToPersisted<TMachine extends AnyStateMachine>(
  machine: TMachine,
  value: StateValue,
  event: EventFromLogic<TMachine>,
): PersistedStep<TMachine> {
  const logic: AnyStateMachine = machine;
  const current: AnyMachineSnapshot = logic.resolveState({ value, context: undefined });
  const [snapshot, actions] = transition(logic, current, event) as [AnyMachineSnapshot, NamedAction[]];
  return {
    value: snapshot.value,
    snapshot: snapshot as SnapshotFrom<TMachine>,
    changed: JSON.stringify(snapshot.value) !== JSON.stringify(current.value),
    accepted: current.can(event),
    actions: namedActions(actions),
  };
}
