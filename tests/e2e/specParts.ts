import { readFileSync } from 'node:fs';

/** How long each spec file took in a recorded run, in seconds, for the short run (`npm test`) and the long one. */
export interface SpecDurations {
  courts: Record<string, number>;
  longs: Record<string, number>;
}

export const SPEC_DURATIONS_FILE = 'tests/e2e/specDurations.json';

export function readSpecDurations(): SpecDurations {
  try {
    return JSON.parse(readFileSync(SPEC_DURATIONS_FILE, 'utf8')) as SpecDurations;
  } catch {
    return { courts: {}, longs: {} };
  }
}

/**
 * Deals the spec files out to `parts` parts of about equal length: the longest first, each to the part that ends
 * soonest so far. A file with no recorded duration (a new spec) counts as the median of the others; with no
 * durations at all, the files go out in turn, in name order.
 */
export function dealSpecs(specs: string[], parts: number, seconds: Record<string, number>): string[][] {
  const known = specs.map((spec) => seconds[spec]).filter((value): value is number => value !== undefined);
  const sorted = [...known].sort((a, b) => a - b);
  const median = sorted.length > 0 ? sorted[Math.floor(sorted.length / 2)]! : 1;
  const weighed = specs.map((spec, order) => ({ spec, order, weight: seconds[spec] ?? median }));
  weighed.sort((a, b) => b.weight - a.weight || a.order - b.order);
  const dealt = Array.from({ length: parts }, () => ({ total: 0, specs: [] as string[] }));
  for (const { spec, weight } of weighed) {
    const soonest = dealt.reduce((best, part) => (part.total < best.total ? part : best));
    soonest.total += weight;
    soonest.specs.push(spec);
  }
  return dealt.map((part) => part.specs.sort());
}
