import { describe, expect, test, vi } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import { actorDone, actorError, createMachineModel, machineInventory } from './modelRunner.ts';

/** A small machine with an invoked actor, a guard and a nested state, to check the runner itself. */
const toyMachine = setup({
  types: {
    context: {} as { count: number; result: string | null },
    events: {} as { type: 'go' } | { type: 'again' } | { type: 'reset' },
  },
  actors: { fetchValue: fromPromise<string, { count: number }>(() => Promise.reject(new Error('not provided'))) },
  guards: { isFirstTime: ({ context }) => context.count === 0 },
}).createMachine({
  id: 'toy',
  context: { count: 0, result: null },
  initial: 'idle',
  states: {
    idle: { on: { go: 'working' } },
    working: {
      invoke: {
        id: 'fetchValue',
        src: 'fetchValue',
        input: ({ context }) => ({ count: context.count }),
        onDone: { target: 'done', actions: assign({ result: ({ event }) => event.output }) },
        onError: 'idle',
      },
    },
    done: {
      initial: 'shown',
      states: {
        shown: { on: { again: { guard: 'isFirstTime', target: '#toy.working', actions: assign({ count: 1 }) } } },
      },
      on: { reset: { target: 'idle', actions: assign({ count: 0, result: null }) } },
    },
  },
});

const toyEvents = [
  { type: 'go' },
  { type: 'again' },
  { type: 'reset' },
  actorDone('fetchValue', 'valeur'),
  actorError('fetchValue'),
] as const;

describe('machineInventory', () => {
  test('lists every state below the root and every transition, actor outcomes included', () => {
    const { states, transitions } = machineInventory(toyMachine);
    expect(states.sort()).toEqual(['toy.done', 'toy.done.shown', 'toy.idle', 'toy.working'].sort());
    expect(transitions.sort()).toEqual(
      [
        'toy.idle on go',
        'toy.working on xstate.done.actor.fetchValue',
        'toy.working on xstate.error.actor.fetchValue',
        'toy.done on reset',
        'toy.done.shown on again',
      ].sort(),
    );
  });
});

describe('createMachineModel', () => {
  test('plays generated paths on the machine, ending held actors as each path says, and reaches full coverage', async () => {
    const model = createMachineModel({ machine: toyMachine, events: [...toyEvents] });
    for (const path of model.paths) await model.play(path);
    expect(model.coverage()).toEqual({
      states: { covered: 4, total: 4, missing: [] },
      transitions: { covered: 5, total: 5, missing: [] },
    });
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    model.expectFullCoverage('toy');
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('states covered 4/4 (100 %), transitions covered 5/5 (100 %)'),
    );
    log.mockRestore();
  });

  test('reports what the plays never reached, and then fails the coverage check', async () => {
    const lock = setup({
      types: { events: {} as { type: 'open'; code: string } },
      guards: { isRightCode: (_, params: { code: string }) => params.code === 'secret' },
    }).createMachine({
      id: 'lock',
      initial: 'closed',
      states: {
        closed: {
          on: {
            open: { guard: { type: 'isRightCode', params: ({ event }) => ({ code: event.code }) }, target: 'opened' },
          },
        },
        opened: {},
      },
    });
    // No sample opens the lock: `opened` and the transition to it are never reached.
    const model = createMachineModel({ machine: lock, events: [{ type: 'open', code: 'faux' }] });
    for (const path of model.paths) await model.play(path);
    expect(model.coverage()).toEqual({
      states: { covered: 1, total: 2, missing: ['lock.opened'] },
      transitions: { covered: 0, total: 1, missing: ['lock.closed on open'] },
    });
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(() => model.expectFullCoverage('lock')).toThrow();
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('states covered 1/2 (50 %), transitions covered 0/1 (0 %)'),
    );
    log.mockRestore();
  });

  test('fails a play when the real machine does not reach the state the path expects', async () => {
    // The definition says a second `again` is refused; an implementation that lets it through diverges.
    const model = createMachineModel({
      machine: toyMachine,
      events: [...toyEvents],
      implementations: { guards: { isFirstTime: () => false } },
    });
    const path = model.paths.find((candidate) => candidate.steps.some((step) => step.event.type === 'again'));
    expect(path).toBeDefined();
    await expect(model.play(path!)).rejects.toThrow(/step \d+ of/);
  });

  test('refuses a model without a sample of an event the machine handles', () => {
    expect(() => createMachineModel({ machine: toyMachine, events: [{ type: 'go' }] })).toThrow(
      /No sample event for: .*again.*reset|No sample event for: .*reset.*again/,
    );
  });
});
