/**
 * The first stage of `npm test`: the type check beside the contract's lint and the build. Each step's output is
 * printed whole once it ends; the stage fails when any step fails. The linters of the code, ESLint (whose type-aware
 * rules keep a core busy for two minutes) and Prettier's check (a core for half a minute to a minute), run in
 * `.ci/run` right after `npm test`, and with `npm run lint`.
 */
import { spawn } from 'node:child_process';

/** Steps of one lane run one after the other; the lanes run side by side. */
const LANES = [['typecheck'], ['lint:api', 'build']] as const;

function run(step: string): Promise<{ step: string; code: number; output: string; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', step], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ step, code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }));
  });
}

async function runLane(steps: readonly string[]) {
  const results = [];
  for (const step of steps) {
    const result = await run(step);
    const verdict = result.code === 0 ? 'réussi' : `échec (code ${result.code})`;
    process.stdout.write(`\n— npm run ${step} : ${verdict} en ${result.seconds.toFixed(0)} s\n${result.output}`);
    results.push(result);
  }
  return results;
}

const results = (await Promise.all(LANES.map(runLane))).flat();
const failed = results.filter((result) => result.code !== 0).map((result) => result.step);
if (failed.length > 0) {
  process.stderr.write(`\nÉchec de : ${failed.join(', ')}\n`);
  process.exit(1);
}
