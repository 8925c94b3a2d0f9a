/**
 * Schemathesis (PyPI) against a started portal: every operation of `openapi/portal.yaml` called with bodies it
 * generates, anonymously, as an author and as staff; no 5xx, and every response conforms to its schema.
 * `npm run contract:schemathesis` (`-- 50` examples per operation; 10 by default). Schemathesis is installed in a
 * virtual environment of the user's cache; the portal runs on a fresh embedded database with the demo accounts.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { signInForAccessToken } from '../tests/api/oidcBrowser.ts';
import { DEMO_PASSWORD } from '../server/compose/seed/data/comptes.ts';

const SCHEMATHESIS = '4.32.5';
const EXAMPLES = process.argv[2] ?? '10';
const CACHE = join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'portail', `schemathesis-${SCHEMATHESIS}`);
const APPLICATION_KEY = 'schemathesis';

function schemathesis(): string {
  const st = join(CACHE, 'bin', 'st');
  if (existsSync(st)) return st;
  mkdirSync(CACHE, { recursive: true });
  const steps = [
    ['python3', ['-m', 'venv', CACHE]],
    [join(CACHE, 'bin', 'pip'), ['install', '--quiet', `schemathesis==${SCHEMATHESIS}`]],
  ] as const;
  for (const [command, args] of steps) {
    const run = spawnSync(command, args, { stdio: 'inherit' });
    if (run.status !== 0) throw new Error(`${command} ${args.join(' ')} a échoué`);
  }
  return st;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitUntilUp(baseUrl: string, portal: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (portal.exitCode !== null) throw new Error(`le portail s'est arrêté (code ${portal.exitCode})`);
    const answer = await fetch(`${baseUrl}/api/StaticData/Monitoring_Check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Application_Key: APPLICATION_KEY }),
    }).catch(() => null);
    if (answer?.ok) return;
    await new Promise((wait) => setTimeout(wait, 500));
  }
  throw new Error('le portail ne répond pas après deux minutes');
}

/**
 * The contract as this run's generator reads it: the application key the started portal accepts instead of any
 * string (the responses are judged by the contract's schemas all the same).
 */
function contractForRun(folder: string): string {
  const contract = parse(readFileSync('openapi/portal.yaml', 'utf8')) as {
    components: { schemas: Record<string, unknown> };
  };
  contract.components.schemas.ApplicationKey = { type: 'string', enum: [APPLICATION_KEY] };
  // Step 1's EAN is three patterns, each with its own French message; no generator meets all three by chance, so
  // this run's generator reads one pattern that satisfies them (grouped or not, an ISBN prefix).
  const etape1 = contract.components.schemas.PublicationEtape1 as { properties: { Ean: Record<string, unknown> } };
  etape1.properties.Ean = { type: 'string', pattern: '^97(?:8[0-9]|9[1-9])[0-9]{9}$' };
  const path = join(folder, 'portal.yaml');
  writeFileSync(path, stringify(contract));
  return path;
}

async function main(): Promise<void> {
  const st = schemathesis();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const work = mkdtempSync(join(tmpdir(), 'portail-schemathesis-'));
  const portal = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: join(work, 'data'),
      APPLICATION_KEY,
      SEED_DEMO_DATA: 'true',
      CATALOGUE_SCHEDULE: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let failed = false;
  try {
    await waitUntilUp(baseUrl, portal);
    const contract = contractForRun(work);
    // Anonymous first, staff last: staff calls may delete what the author's would have used.
    const roles: [string, string | null][] = [
      ['anonyme', null],
      ['auteur', 'auteur@example.org'],
      ['back-office', 'admin@example.org'],
    ];
    for (const [role, email] of roles) {
      const token = email ? await signInForAccessToken(baseUrl, email, DEMO_PASSWORD) : null;
      console.log(`\nSchemathesis ${SCHEMATHESIS}, ${role}, ${EXAMPLES} exemples par appel`);
      const run = spawnSync(
        st,
        [
          'run',
          contract,
          '--url',
          `${baseUrl}/api`,
          '--checks',
          'not_a_server_error,response_schema_conformance,content_type_conformance',
          '--max-examples',
          EXAMPLES,
          '--phases',
          'examples,fuzzing',
          '--mode',
          'positive',
          '--no-color',
          // The sign-in and publication bodies combine patterns and formats the generator rarely meets by chance.
          '--suppress-health-check',
          'filter_too_much',
          ...(token ? ['--header', `Authorization: Bearer ${token}`] : []),
        ],
        // Schemathesis keeps its cache in the working folder: the run's own, removed after.
        { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 20 * 60_000, cwd: work },
      );
      process.stdout.write(withoutBanners(run.stdout ?? ''));
      process.stderr.write(run.stderr ?? '');
      console.log(`Schemathesis, ${role} : ${casesLine(run.stdout ?? '')}, code de sortie ${run.status}`);
      if (run.status !== 0) failed = true;
    }
  } finally {
    portal.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
  if (failed) process.exit(1);
}

/**
 * Schemathesis closes with pytest's banner (« === 4 warnings in 19.54s === »), which names no test passed and
 * reads as a run of no test to tools that parse test logs; the counts stay, in the line `casesLine` prints after.
 */
function withoutBanners(output: string): string {
  return output
    .split('\n')
    .filter((line) => !/^=+( .* )?=+$/.test(line.trim()))
    .join('\n');
}

function casesLine(output: string): string {
  const cases = /(\d+) generated, (\d+) passed(?:, (\d+) failed)?/.exec(output);
  if (!cases) return 'aucun cas compté';
  return `${cases[1]} cas générés, ${cases[2]} réussis, ${cases[3] ?? 0} en échec`;
}

await main();
