/** What one scripted scenario did: every call's latency, and the calls that failed. */
export interface ScenarioRecord {
  latenciesMs: number[];
  errors: number;
  /** The first few failures, to print when a scenario fails. */
  samples: string[];
}

export function newRecord(): ScenarioRecord {
  return { latenciesMs: [], errors: 0, samples: [] };
}

export function recordFailure(record: ScenarioRecord, what: string): void {
  record.errors += 1;
  if (record.samples.length < 5) record.samples.push(what);
}

/** The p-th percentile (0–100) of the latencies, by the nearest rank. */
export function percentile(latenciesMs: readonly number[], p: number): number {
  if (latenciesMs.length === 0) return 0;
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}
