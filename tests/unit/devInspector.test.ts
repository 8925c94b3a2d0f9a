import { afterEach, describe, expect, test, vi } from 'vitest';
import type { InspectionEvent } from 'xstate';

const received: InspectionEvent[] = [];

afterEach(() => {
  window.history.replaceState(null, '', '/');
  received.length = 0;
  vi.doUnmock('@statelyai/inspect');
  vi.resetModules();
});

async function loadInspector() {
  vi.resetModules();
  return import('../../src/lib/dev/inspector.ts');
}

const event = { type: '@xstate.event', rootId: 'x' } as unknown as InspectionEvent;

describe('devInspect', () => {
  test('stays off without ?inspect in the address', async () => {
    const { devInspect } = await loadInspector();
    expect(devInspect()).toBeUndefined();
  });

  test('with ?inspect, hands every event to the Stately inspector, those sent before it loaded included', async () => {
    window.history.replaceState(null, '', '/?inspect');
    vi.doMock('@statelyai/inspect', () => ({
      createBrowserInspector: () => ({ inspect: { next: (inspected: InspectionEvent) => received.push(inspected) } }),
    }));
    const { devInspect } = await loadInspector();
    const inspect = devInspect();
    expect(inspect).toBeTypeOf('function');
    expect(devInspect()).toBe(inspect);
    inspect!(event);
    await vi.waitFor(() => expect(received).toEqual([event]));
    inspect!(event);
    expect(received).toHaveLength(2);
  });

  test('fails quietly when the inspector cannot start (no network, a blocked window)', async () => {
    window.history.replaceState(null, '', '/?inspect');
    vi.doMock('@statelyai/inspect', () => ({
      createBrowserInspector: () => {
        throw new Error('window.open refused');
      },
    }));
    const { devInspect } = await loadInspector();
    const inspect = devInspect();
    expect(() => inspect!(event)).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(() => inspect!(event)).not.toThrow();
  });
});
