import { describe, expect, test, vi } from 'vitest';
import { assign, createActor, emit, fromPromise, setup, type Actor } from 'xstate';
import { LazyMachine } from '../../src/lib/machines/lazyMachine.ts';

/** A counter that first waits for `ready`, then counts `add` events and announces each. */
const counter = setup({
  types: {
    context: {} as { count: number },
    events: {} as { type: 'add' } | { type: 'ping' },
    emitted: {} as { type: 'added'; count: number },
  },
  actors: { warmUp: fromPromise(async () => {}) },
}).createMachine({
  context: { count: 0 },
  initial: 'warming',
  states: {
    warming: { invoke: { src: 'warmUp', onDone: 'ready' }, on: { ping: {} } },
    ready: {
      on: {
        add: {
          actions: [
            assign({ count: ({ context }) => context.count + 1 }),
            emit(({ context }) => ({ type: 'added' as const, count: context.count })),
          ],
        },
      },
    },
  },
});

function store(loadActor: () => Promise<Actor<typeof counter>>) {
  return new LazyMachine({
    loadActor,
    initialState: -1,
    select: (snapshot) => (snapshot.matches('warming') ? 0 : snapshot.context.count),
    isSettled: (snapshot) => !snapshot.matches('warming'),
    whenLoadFailed: () => -2,
    whenFailed: () => -3,
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a machine loaded on demand', () => {
  test('loads once on the first event, and passes the waiting events on in order once settled', async () => {
    const loadActor = vi.fn(async () => createActor(counter));
    const machine = store(loadActor);
    const seen: number[] = [];
    machine.subscribe(() => seen.push(machine.getState()));
    const added = vi.fn();
    machine.on('added', (event) => added(event.count));
    expect(machine.isIdle).toBe(true);
    machine.send({ type: 'add' });
    machine.send({ type: 'add' });
    expect(machine.isLoading).toBe(true);
    await settle();
    expect(loadActor).toHaveBeenCalledOnce();
    expect(machine.getState()).toBe(2);
    expect(added.mock.calls).toEqual([[1], [2]]);
    // Nothing was shown while the events waited for the machine to settle.
    expect(seen).not.toContain(0);
  });

  test('a chunk that cannot be fetched shows its state, drops the waiting events, and the next event tries again', async () => {
    const loadActor = vi
      .fn<() => Promise<Actor<typeof counter>>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockImplementation(async () => createActor(counter));
    const machine = store(loadActor);
    machine.send({ type: 'add' });
    await settle();
    expect(machine.getState()).toBe(-2);
    expect(machine.isIdle).toBe(true);
    machine.send({ type: 'add' });
    await settle();
    expect(machine.getState()).toBe(1);
  });

  test('load() resolves once the machine runs', async () => {
    const machine = store(async () => createActor(counter));
    await machine.load();
    expect(machine.isIdle).toBe(false);
    expect(machine.isLoading).toBe(false);
  });
});
