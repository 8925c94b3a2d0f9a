import type { Actor, AnyMachineSnapshot, AnyStateMachine, EmittedFrom, EventFromLogic, SnapshotFrom } from 'xstate';

export interface LazyMachineOptions<M extends AnyStateMachine, S> {
  /** Creates the machine's actor, unstarted; in the application, from a chunk fetched on demand (`import()`). */
  loadActor: () => Promise<Actor<M>>;
  /** What screens read until the machine runs. */
  initialState: S;
  /** What screens read of a snapshot; `previous` lets unchanged parts keep their identity. */
  select: (snapshot: SnapshotFrom<M>, previous: S) => S;
  /** Whether two states read the same, so that screens are not told of a change; by default they never do. */
  isSame?: (a: S, b: S) => boolean;
  /**
   * Whether the machine has settled: until then the events it cannot take yet wait, and its snapshots are not
   * shown while any wait (they would only flash). By default it has from its first snapshot.
   */
  isSettled?: (snapshot: SnapshotFrom<M>) => boolean;
  /** What screens read when the chunk could not be fetched; by default they keep what they had. */
  whenLoadFailed?: () => S;
  /** What screens read when the running machine fails. */
  whenFailed: () => S;
}

type Emitted<M extends AnyStateMachine> = EmittedFrom<M>;

interface EmittedListener<M extends AnyStateMachine> {
  type: Emitted<M>['type'];
  handler: (event: Emitted<M>) => void;
  unsubscribe?: () => void;
}

/**
 * A state machine loaded on demand for the screens: its actor (and XState with it) comes from a chunk fetched the
 * first time an event needs it, so that the first page does without; screens read its state through
 * `getState`/`subscribe` (`useSyncExternalStore`); events sent while it loads wait, then are passed on in order.
 */
export class LazyMachine<M extends AnyStateMachine, S> {
  readonly #options: LazyMachineOptions<M, S>;
  readonly #listeners = new Set<() => void>();
  readonly #emitted = new Set<EmittedListener<M>>();
  #state: S;
  #actor: Actor<M> | null = null;
  #loading: Promise<void> | null = null;
  #settled = false;
  #pending: EventFromLogic<M>[] = [];

  constructor(options: LazyMachineOptions<M, S>) {
    this.#options = options;
    this.#state = options.initialState;
  }

  /** Neither running nor being fetched: what is sent now would start loading it. */
  get isIdle(): boolean {
    return this.#actor === null && this.#loading === null;
  }

  /** Being fetched. */
  get isLoading(): boolean {
    return this.#loading !== null;
  }

  readonly getState = (): S => this.#state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Shows `state` to the screens: what is known without the machine. */
  publish(state: S): void {
    if (this.#options.isSame?.(state, this.#state)) return;
    this.#state = state;
    for (const listener of this.#listeners) listener();
  }

  /** Passes `event` to the machine, loading it first if needed. */
  send(event: EventFromLogic<M>): void {
    const actor = this.#actor;
    if (!actor) {
      this.#pending.push(event);
      void this.load();
    } else if (this.#settled || this.#canTake(actor, event)) actor.send(event);
    else this.#pending.push(event);
  }

  /** Loads the machine now (a page that will need it, tests); resolves once it runs or could not be fetched. */
  load(): Promise<void> {
    if (this.#actor) return Promise.resolve();
    this.#loading ??= this.#options.loadActor().then(
      (actor) => this.#run(actor),
      () => {
        // The chunk could not be fetched (offline, a new version deployed): the next event tries again.
        this.#loading = null;
        this.#pending = [];
        if (this.#options.whenLoadFailed) this.publish(this.#options.whenLoadFailed());
      },
    );
    return this.#loading;
  }

  /** Listens to what the machine emits, from now on, whether it is loaded yet or not; returns how to stop. */
  on<T extends Emitted<M>['type']>(type: T, handler: (event: Extract<Emitted<M>, { type: T }>) => void): () => void {
    // The handler receives only events of its type, which is what the narrower signature says.
    const listener: EmittedListener<M> = { type, handler: handler as (event: Emitted<M>) => void };
    this.#emitted.add(listener);
    if (this.#actor) this.#listen(this.#actor, listener);
    return () => {
      listener.unsubscribe?.();
      this.#emitted.delete(listener);
    };
  }

  /** Stops the machine (tests, and a provider that goes away). */
  stop(): void {
    this.#actor?.stop();
  }

  #run(actor: Actor<M>): void {
    this.#actor = actor;
    this.#loading = null;
    for (const listener of this.#emitted) this.#listen(actor, listener);
    actor.subscribe({
      next: (snapshot) => this.#onSnapshot(snapshot),
      // @xstate/react would rethrow into an error boundary; here the screens go on with what they can show.
      error: () => this.publish(this.#options.whenFailed()),
    });
    actor.start();
    this.#onSnapshot(actor.getSnapshot());
  }

  #canTake(actor: Actor<M>, event: EventFromLogic<M>): boolean {
    const snapshot: AnyMachineSnapshot = actor.getSnapshot();
    return snapshot.can(event);
  }

  #listen(actor: Actor<M>, listener: EmittedListener<M>): void {
    listener.unsubscribe = actor.on(listener.type, listener.handler).unsubscribe;
  }

  #onSnapshot(snapshot: SnapshotFrom<M>): void {
    if (!this.#settled && (this.#options.isSettled?.(snapshot) ?? true)) {
      this.#settled = true;
      const pending = this.#pending.splice(0);
      for (const event of pending) this.#actor?.send(event);
      // The events just passed on bring their own snapshots: this one would only flash in between.
      if (pending.length > 0) return;
    }
    if (!this.#settled && this.#pending.length > 0) return;
    this.publish(this.#options.select(snapshot, this.#state));
  }
}
