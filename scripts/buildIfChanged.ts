/**
 * `npm start` builds the application only when its inputs changed since the last build: a SHA-256 of every file
 * the client and server-rendering bundles are made from, and of the build-time variables, is kept beside the
 * build (dist/.inputs-sha256). `--force` builds anyway.
 */
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const STAMP = join(ROOT, 'dist', '.inputs-sha256');

/** What `npm run build` reads: the bundles' sources, the contract, the public files, the build's own code. */
const BUILD_INPUTS = [
  'src',
  'domain',
  'machines',
  'onix',
  'openapi',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'scripts/compressedAssetsPlugin.ts',
  'scripts/classicScriptPlugin.ts',
  'scripts/singleStylesheetPlugin.ts',
  // vite.config.ts reads the default application key from the server's configuration.
  'server/platform/config',
];
const BUILD_VARIABLES = ['APPLICATION_KEY'];

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.'))
    .flatMap((entry) => filesUnder(join(path, entry.name)));
}

export function buildInputsHash(): string {
  const hash = createHash('sha256');
  const files = BUILD_INPUTS.flatMap((input) => filesUnder(join(ROOT, input))).sort();
  for (const file of files) {
    hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  for (const name of BUILD_VARIABLES) hash.update(`${name}=${process.env[name] ?? ''}\0`);
  return hash.digest('hex');
}

function lastBuildHash(): string | null {
  return existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : null;
}

function main(): void {
  const started = performance.now();
  const inputs = buildInputsHash();
  if (!process.argv.includes('--force') && lastBuildHash() === inputs) {
    console.log(`Construction à jour (sources inchangées, vérifié en ${Math.round(performance.now() - started)} ms).`);
    return;
  }
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(STAMP, `${inputs}\n`);
}

main();
