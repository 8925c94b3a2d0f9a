/**
 * The long run of the contract fuzzer: the same property test as `npm test`, with many more bodies per
 * operation. `npm run fuzz` (300 runs per operation) or `npm run fuzz -- 2000`; FUZZ_SEED replays a failure.
 */
import { spawnSync } from 'node:child_process';

const runs = process.argv[2] ?? process.env.FUZZ_RUNS ?? '300';
const result = spawnSync('npx', ['vitest', 'run', 'tests/api/contractFuzz.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: runs },
});
process.exit(result.status ?? 1);
