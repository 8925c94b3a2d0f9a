import { describe, expect, test } from 'vitest';
import { formatSummary, placeOf, summariseProfile, type CpuProfile } from '../../scripts/cpuProfileSummary.ts';

const ROOT = '/projet';

/** Four nodes: the idle frame, a Fastify function, a project file's and a native one. */
const NODES = [
  { id: 1, callFrame: { functionName: '(idle)', url: '', lineNumber: -1 } },
  {
    id: 2,
    callFrame: { functionName: 'send', url: `file://${ROOT}/node_modules/fastify/lib/reply.js`, lineNumber: 9 },
  },
  { id: 3, callFrame: { functionName: 'answer', url: `file://${ROOT}/server/cache.ts`, lineNumber: 0 } },
  { id: 4, callFrame: { functionName: 'writev', url: '', lineNumber: -1 } },
];

/** Samples every 100 µs from 1 000 µs: each one counts for the time until the next. */
function profileOf(samples: number[]): CpuProfile {
  return { nodes: NODES, startTime: 1_000, samples, timeDeltas: samples.map((_, index) => (index === 0 ? 0 : 100)) };
}

describe('le résumé d’un profil CPU', () => {
  test('range le temps propre par paquet, module de Node ou fichier du projet', () => {
    expect(placeOf(`file://${ROOT}/node_modules/@fastify/middie/index.js`, ROOT)).toBe('@fastify/middie');
    expect(placeOf(`file://${ROOT}/node_modules/a/node_modules/pino/pino.js`, ROOT)).toBe('pino');
    expect(placeOf('node:_http_outgoing', ROOT)).toBe('node:_http_outgoing');
    expect(placeOf(`file://${ROOT}/server/main.ts`, ROOT)).toBe('server/main.ts');
    expect(placeOf('', ROOT)).toBe('(natif)');
  });

  test('ne compte que les fenêtres demandées, en part et en µs par requête', () => {
    // At 1 000, 1 100, … 1 700 µs: writev, writev, send, answer | idle, send, send, (last: no duration).
    const profile = profileOf([4, 4, 2, 3, 1, 2, 2, 2]);
    const all = summariseProfile(profile, { projectRoot: ROOT, requests: 7 });
    expect(all.sampledMs).toBeCloseTo(0.7);
    expect(all.engine).toEqual([{ name: '(idle)', share: 1 / 7, usPerRequest: 100 / 7 }]);
    expect(all.places.map((row) => [row.name, row.share])).toEqual([
      ['fastify', 3 / 7],
      ['(natif)', 2 / 7],
      ['server/cache.ts', 1 / 7],
    ]);
    expect(all.functions[0]).toEqual({ name: 'send (fastify:10)', share: 3 / 7, usPerRequest: 300 / 7 });

    const firstHalf = summariseProfile(profile, { projectRoot: ROOT, windows: [{ startUs: 1_000, endUs: 1_400 }] });
    expect(firstHalf.sampledMs).toBeCloseTo(0.4);
    expect(firstHalf.engine).toEqual([]);
    expect(firstHalf.places.map((row) => [row.name, row.share])).toEqual([
      ['(natif)', 0.5],
      ['fastify', 0.25],
      ['server/cache.ts', 0.25],
    ]);
    expect(formatSummary(firstHalf)).toContain('    50.0 %  (natif)');
  });
});
