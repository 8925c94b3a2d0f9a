import { expect } from 'vitest';
import {
  createActor,
  fromPromise,
  type Actor,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventFromLogic,
  type InputFrom,
  type InspectionEvent,
  type SnapshotFrom,
  type StateValue,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, getSimplePaths, getStateNodes, type StatePath } from 'xstate/graph';

/**
 * Model-based tests of a production machine: paths are generated from the machine definition itself
 * (`xstate/graph`), then played against the real machine, whose invoked actors are held until the path says
 * how each one ends. Coverage counts the states and transitions of the definition that the plays went
 * through.
 */

/** An invoked actor finishing, as the machine receives it. */
export interface ActorDoneEvent {
  type: `xstate.done.actor.${string}`;
  output: unknown;
}

/** An invoked actor failing, as the machine receives it. */
export interface ActorErrorEvent {
  type: `xstate.error.actor.${string}`;
  error: unknown;
}

export type ModelEvent<TMachine extends AnyStateMachine> =
  (EventFromLogic<TMachine> & AnyEventObject) | ActorDoneEvent | ActorErrorEvent;

/** The invoked actor `id` finishes with `output`. */
export function actorDone(id: string, output?: unknown): ActorDoneEvent {
  return { type: `xstate.done.actor.${id}`, output };
}

/** The invoked actor `id` fails with `error`. */
export function actorError(id: string, error: unknown = new Error(`${id} failed`)): ActorErrorEvent {
  return { type: `xstate.error.actor.${id}`, error };
}

const DONE_PREFIX = 'xstate.done.actor.';
const ERROR_PREFIX = 'xstate.error.actor.';

type Implementations<TMachine extends AnyStateMachine> = Omit<
  NonNullable<Parameters<TMachine['provide']>[0]>,
  'actors'
>;

export interface ModelOptions<TMachine extends AnyStateMachine> {
  machine: TMachine;
  /** Sample events, actor outcomes included: every event type the machine handles needs at least one. */
  events: readonly ModelEvent<TMachine>[];
  /** What makes two snapshots the same state for the graph; by default the value and the whole context. */
  serializeState?: (snapshot: SnapshotFrom<TMachine>) => string;
  input?: InputFrom<TMachine>;
  /** The paths to start from, then extended so that every edge of the graph is taken. */
  paths?: 'shortest' | 'simple';
  /** Actions, guards or delays to play with (by default the definition's own); actors are always held. */
  implementations?: Implementations<TMachine>;
  /** Checked on the real actor after every step (for example: "the token is on the client when signed in"). */
  invariant?: (snapshot: SnapshotFrom<TMachine>) => void;
}

export interface ModelStep<TMachine extends AnyStateMachine> {
  /** The event taken (`xstate.init` for the first step). */
  event: ModelEvent<TMachine> | { type: 'xstate.init' };
  /** The state it leads to, as the graph computed it. */
  state: SnapshotFrom<TMachine>;
}

export interface ModelPath<TMachine extends AnyStateMachine> {
  description: string;
  steps: ModelStep<TMachine>[];
}

export interface CoverageCount {
  covered: number;
  total: number;
  missing: string[];
}

export interface Coverage {
  states: CoverageCount;
  transitions: CoverageCount;
}

/** Holds each invoked actor until the path resolves or rejects it. */
class HeldActors {
  readonly #settle = new Map<string, { resolve: (output: unknown) => void; reject: (error: unknown) => void }>();

  /** The machine's actors, each replaced by one that ends only when told to. */
  logicFor(machine: AnyStateMachine): Record<string, ReturnType<typeof fromPromise<unknown>>> {
    const sources = Object.keys(machine.implementations.actors);
    return Object.fromEntries(
      sources.map((source) => [
        source,
        fromPromise<unknown>(
          ({ self }) =>
            new Promise((resolve, reject) => {
              this.#settle.set(self.id, { resolve, reject });
            }),
        ),
      ]),
    );
  }

  /** Ends the running actor `id` as `event` says; false when `event` is not an actor's outcome. */
  settle(event: { type: string }, running: Record<string, unknown>): boolean {
    const done = event.type.startsWith(DONE_PREFIX);
    if (!done && !event.type.startsWith(ERROR_PREFIX)) return false;
    const id = event.type.slice(done ? DONE_PREFIX.length : ERROR_PREFIX.length);
    const held = this.#settle.get(id);
    if (!held || !(id in running)) throw new Error(`The path ends the actor "${id}", which is not running`);
    this.#settle.delete(id);
    if (done) held.resolve((event as ActorDoneEvent).output);
    else held.reject((event as ActorErrorEvent).error);
    return true;
  }
}

/**
 * Lets promise callbacks and the events they send run. `setImmediate` runs once pending promise callbacks are done,
 * as `setTimeout(0)` does, without the timer's ~1 ms floor paid on every step of thousands of paths.
 */
export async function settleMicrotasks(): Promise<void> {
  for (let round = 0; round < 3; round += 1) await new Promise((resolve) => setImmediate(resolve));
}

export function stateLabel(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) => (child === undefined ? key : `${key}.${stateLabel(child)}`))
    .join(', ');
}

function eventLabel(event: { type: string }): string {
  if (event.type.startsWith(DONE_PREFIX)) {
    const { output } = event as ActorDoneEvent;
    const shown = output === undefined ? '' : (JSON.stringify(output) ?? '');
    return `✓ ${event.type.slice(DONE_PREFIX.length)}${shown && ` ${shown.length > 40 ? `${shown.slice(0, 39)}…` : shown}`}`;
  }
  if (event.type.startsWith(ERROR_PREFIX)) return `✗ ${event.type.slice(ERROR_PREFIX.length)}`;
  const { type, ...payload } = event;
  return Object.keys(payload).length ? `${type} ${JSON.stringify(payload)}` : type;
}

function activeNodeIds(node: AnyStateNode, value: StateValue, into: Set<string>): void {
  if (typeof value === 'string') {
    const child = node.states[value];
    if (child) into.add(child.id);
    return;
  }
  for (const [key, childValue] of Object.entries(value)) {
    const child = node.states[key];
    if (!child) continue;
    into.add(child.id);
    if (childValue !== undefined) activeNodeIds(child, childValue, into);
  }
}

function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source;
  const always = source.always?.indexOf(transition) ?? -1;
  if (always >= 0) return `${source.id} (always #${always})`;
  const index = source.transitions.get(transition.eventType)?.indexOf(transition) ?? -1;
  return `${source.id} on ${transition.eventType}${index > 0 ? ` #${index}` : ''}`;
}

/** Every state (root excluded) and every transition of the machine definition. */
export function machineInventory(machine: AnyStateMachine): {
  states: string[];
  transitions: string[];
  eventTypes: Set<string>;
} {
  const nodes = getStateNodes(machine.root);
  const transitions: string[] = [];
  const eventTypes = new Set<string>();
  for (const node of [machine.root, ...nodes]) {
    for (const [eventType, list] of node.transitions) {
      eventTypes.add(eventType);
      for (const transition of list) transitions.push(transitionKey(transition));
    }
    for (const transition of node.always ?? []) transitions.push(transitionKey(transition));
  }
  return { states: nodes.map((node) => node.id), transitions, eventTypes };
}

function pathSignature(steps: readonly AnyStep[], serializeEvent: (event: AnyEventObject) => string): string[] {
  return steps.slice(1).map((step) => serializeEvent(step.event));
}

export interface MachineModel<TMachine extends AnyStateMachine> {
  /** Paths that together take every edge of the machine's graph. */
  paths: ModelPath<TMachine>[];
  /** One path to each state of the graph, the shortest. */
  shortestPaths: ModelPath<TMachine>[];
  serializeState(snapshot: SnapshotFrom<TMachine>): string;
  /** Plays `path` against the real machine, asserting the state reached at each step. */
  play(path: ModelPath<TMachine>): Promise<void>;
  /** Starts the real machine with held actors: `step` plays one event of a path on it. */
  start(options?: { started?: boolean }): ControlledActor<TMachine>;
  coverage(): Coverage;
  /** Prints the coverage and fails unless every state and transition was taken. */
  expectFullCoverage(name: string): void;
}

export interface ControlledActor<TMachine extends AnyStateMachine> {
  actor: Actor<TMachine>;
  /** Ends a held actor for an outcome event, or sends the event; false when `send` was not used. */
  step(event: ModelEvent<TMachine>, send?: (event: ModelEvent<TMachine>) => void | Promise<void>): Promise<void>;
}

/** A step as the runner handles it, whatever the machine. */
interface AnyStep {
  event: AnyEventObject;
  state: AnyMachineSnapshot;
}

export function createMachineModel<TMachine extends AnyStateMachine>(
  options: ModelOptions<TMachine>,
): MachineModel<TMachine> {
  // The runner works on any machine; the typed options and paths are its caller's view of the same values.
  const machine: AnyStateMachine = options.machine;
  const events = options.events as readonly AnyEventObject[];
  const { input, implementations } = options;
  const invariant = options.invariant as ((snapshot: AnyMachineSnapshot) => void) | undefined;
  const serializeState = (options.serializeState ??
    ((snapshot: AnyMachineSnapshot) => JSON.stringify({ value: snapshot.value, context: snapshot.context }))) as (
    snapshot: AnyMachineSnapshot,
  ) => string;
  const serializeEvent = (event: AnyEventObject) => JSON.stringify(event);

  const inventory = machineInventory(machine);
  const sampled = new Set(events.map((event) => event.type));
  const unsampled = [...inventory.eventTypes].filter((type) => !sampled.has(type));
  if (unsampled.length) throw new Error(`No sample event for: ${unsampled.join(', ')}`);

  const traversal = {
    events: [...events],
    input,
    serializeState: (snapshot: AnyMachineSnapshot) => serializeState(snapshot),
    filterEvents: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => snapshot.can(event),
  };
  const adjacency = getAdjacencyMap<AnyMachineSnapshot, AnyEventObject, unknown>(machine, traversal);
  const shortest = getShortestPaths(machine, traversal) as StatePath<AnyMachineSnapshot, AnyEventObject>[];
  const base =
    options.paths === 'simple'
      ? (getSimplePaths(machine, traversal) as StatePath<AnyMachineSnapshot, AnyEventObject>[])
      : shortest;

  const toModelPath = (steps: AnyStep[]): ModelPath<TMachine> => ({
    steps: steps as unknown as ModelStep<TMachine>[],
    description: steps
      .map((step, index) =>
        index === 0 ? stateLabel(step.state.value) : `—(${eventLabel(step.event)})→ ${stateLabel(step.state.value)}`,
      )
      .join(' '),
  });

  const shortestByState = new Map(shortest.map((path) => [serializeState(path.state), path.steps]));
  const candidates: AnyStep[][] = base.map((path) => path.steps);
  for (const [from, { transitions }] of Object.entries(adjacency)) {
    const head = shortestByState.get(from);
    if (!head) continue;
    for (const { event, state } of Object.values(transitions) as AnyStep[])
      candidates.push([...head, { event, state }]);
  }

  // A path that starts another adds nothing: keep the longest, each once.
  candidates.sort((a, b) => b.length - a.length);
  const prefixes = new Set<string>();
  const kept: AnyStep[][] = [];
  for (const steps of candidates) {
    const signature = pathSignature(steps, serializeEvent);
    if (prefixes.has(signature.join('\n'))) continue;
    kept.push(steps);
    for (let length = 0; length <= signature.length; length += 1) prefixes.add(signature.slice(0, length).join('\n'));
  }
  kept.reverse();

  const coveredStates = new Set<string>();
  const coveredTransitions = new Set<string>();

  function recordStates(value: StateValue) {
    activeNodeIds(machine.root, value, coveredStates);
  }

  function start({ started = true } = {}): ControlledActor<TMachine> {
    const held = new HeldActors();
    const logic = machine.provide({ ...(implementations ?? {}), actors: held.logicFor(machine) });
    const actor = createActor(logic, {
      input,
      inspect: (event: InspectionEvent) => {
        if (event.actorRef.sessionId !== event.rootId) return;
        if (event.type === '@xstate.microstep') {
          for (const transition of event._transitions) coveredTransitions.add(transitionKey(transition));
          recordStates((event.snapshot as AnyMachineSnapshot).value);
        } else if (event.type === '@xstate.snapshot') {
          recordStates((event.snapshot as AnyMachineSnapshot).value);
        }
      },
    });
    if (started) actor.start();
    return {
      actor: actor as unknown as Actor<TMachine>,
      async step(event, send = (sent) => actor.send(sent)) {
        if (!held.settle(event, actor.getSnapshot().children)) await send(event);
        await settleMicrotasks();
      },
    };
  }

  function expectState(actor: Actor<AnyStateMachine>, step: AnyStep, index: number, description: string) {
    const snapshot = actor.getSnapshot();
    recordStates(snapshot.value);
    expect(serializeState(snapshot), `step ${index} of: ${description}`).toBe(serializeState(step.state));
    invariant?.(snapshot);
  }

  const paths = kept.map(toModelPath);
  return {
    paths,
    shortestPaths: shortest.map((path) => toModelPath(path.steps)),
    serializeState: (snapshot) => serializeState(snapshot as AnyMachineSnapshot),
    start,

    async play(path) {
      const { actor, step } = start();
      const steps = path.steps as unknown as AnyStep[];
      try {
        const [first, ...rest] = steps;
        if (first) expectState(actor, first, 0, path.description);
        for (const [index, next] of rest.entries()) {
          await step(next.event as ModelEvent<TMachine>);
          expectState(actor, next, index + 1, path.description);
        }
      } finally {
        actor.stop();
      }
    },

    coverage() {
      const count = (all: string[], covered: Set<string>): CoverageCount => ({
        covered: all.filter((key) => covered.has(key)).length,
        total: all.length,
        missing: all.filter((key) => !covered.has(key)),
      });
      return {
        states: count(inventory.states, coveredStates),
        transitions: count(inventory.transitions, coveredTransitions),
      };
    },

    expectFullCoverage(name) {
      const { states, transitions } = this.coverage();
      const percent = ({ covered, total }: CoverageCount) => (total === 0 ? 100 : Math.floor((covered / total) * 100));
      console.log(
        `[${name}] ${paths.length} paths — states covered ${states.covered}/${states.total} (${percent(states)} %), ` +
          `transitions covered ${transitions.covered}/${transitions.total} (${percent(transitions)} %)`,
      );
      expect(states.missing, 'states never reached').toEqual([]);
      expect(transitions.missing, 'transitions never taken').toEqual([]);
    },
  };
}
