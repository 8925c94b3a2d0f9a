import { expect, test } from 'vitest';
import { createTicker } from '../../server/platform/ticker/ticker.ts';

const silent = { error: () => undefined };

test('a ticker never runs twice at once, and stop waits for the run under way', async () => {
  const events: string[] = [];
  let release: () => void = () => undefined;
  let runs = 0;
  const ticker = createTicker({
    intervalMs: 60_000,
    name: 'test',
    log: silent,
    run: async () => {
      runs += 1;
      events.push(`start ${runs}`);
      if (runs === 1) await new Promise<void>((resolve) => (release = resolve));
      events.push(`end ${runs}`);
    },
  });
  ticker.start();
  const second = ticker.runOnce();
  const stopped = ticker.stop().then(() => events.push('stopped'));
  expect(events).toEqual(['start 1']);
  release();
  await second;
  await stopped;
  expect(events.slice(0, 4)).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
  expect(events).toContain('stopped');
});
