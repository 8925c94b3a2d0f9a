import { readdirSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { readSpecDurations, SPEC_DURATIONS_FILE } from './specParts.ts';

/**
 * With `E2E_RECORD_DURATIONS=courts` (or `longs`), writes how long each spec file took into
 * tests/e2e/specDurations.json, which the configuration deals the files out by. Without it, does nothing.
 */
export default class DurationReporter implements Reporter {
  private readonly kind = process.env.E2E_RECORD_DURATIONS;
  private readonly seconds = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const spec = basename(test.location.file);
    this.seconds.set(spec, (this.seconds.get(spec) ?? 0) + result.duration / 1000);
  }

  onEnd(result: FullResult): void {
    if (this.kind !== 'courts' && this.kind !== 'longs') return;
    if (result.status !== 'passed') return;
    const durations = readSpecDurations();
    // A spec with none of this run's tests weighs nothing in it.
    const specs = readdirSync('tests/e2e').filter((name) => name.endsWith('.spec.ts'));
    durations[this.kind] = Object.fromEntries(
      specs.sort().map((spec) => [spec, Math.round(this.seconds.get(spec) ?? 0)]),
    );
    writeFileSync(SPEC_DURATIONS_FILE, `${JSON.stringify(durations, null, 2)}\n`);
  }
}
