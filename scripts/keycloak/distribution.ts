import { execFileSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

/** A Keycloak 26 that Maven Central serves (`org.keycloak:keycloak-quarkus-dist`); KEYCLOAK_VERSION picks another. */
export const DEFAULT_KEYCLOAK_VERSION = '26.5.6';

const MAVEN_CENTRAL = 'https://repo1.maven.org/maven2';
const DOWNLOAD_TIMEOUT_MS = 15 * 60_000;

/** Where distributions are kept between runs (KEYCLOAK_CACHE, `~/.cache/portail/keycloak` by default). */
export function cacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.KEYCLOAK_CACHE || join(homedir(), '.cache', 'portail', 'keycloak');
}

/**
 * The unpacked distribution of a version, downloaded and unpacked once: the archive is written under a
 * temporary name and renamed when complete, so that an interrupted download is never taken for a whole one.
 */
export async function keycloakDistribution(version: string, cache = cacheDir()): Promise<string> {
  const home = join(cache, `keycloak-${version}`);
  if (existsSync(join(home, 'bin', 'kc.sh'))) return home;
  mkdirSync(cache, { recursive: true });
  const archive = join(cache, `keycloak-quarkus-dist-${version}.tar.gz`);
  if (!existsSync(archive)) {
    const url = `${MAVEN_CENTRAL}/org/keycloak/keycloak-quarkus-dist/${version}/keycloak-quarkus-dist-${version}.tar.gz`;
    console.log(`Téléchargement de Keycloak ${version} (environ 165 Mo) : ${url}`);
    const response = await fetch(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
    if (!response.ok || !response.body) throw new Error(`Maven Central a répondu ${response.status} pour ${url}`);
    const partial = `${archive}.part`;
    // The DOM and Node typings name the same web stream differently.
    await pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), createWriteStream(partial));
    renameSync(partial, archive);
  }
  const unpacking = join(cache, `keycloak-${version}.unpacking`);
  rmSync(unpacking, { recursive: true, force: true });
  mkdirSync(unpacking);
  execFileSync('tar', ['-xzf', archive, '-C', unpacking]);
  const [root] = readdirSync(unpacking);
  if (!root) throw new Error(`L'archive ${archive} est vide : effacez-la pour la télécharger de nouveau.`);
  renameSync(join(unpacking, root), home);
  rmSync(unpacking, { recursive: true, force: true });
  return home;
}

/** The major version of a JDK home, read from its `release` file. */
function javaMajor(home: string): number {
  try {
    const release = readFileSync(join(home, 'release'), 'utf8');
    const match = /JAVA_VERSION="(\d+)/.exec(release);
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** Keycloak 26 needs Java 21 or later: the newest JDK under /usr/lib/jvm that is, else JAVA_HOME if it is. */
export function javaHome(env: NodeJS.ProcessEnv = process.env): string {
  const candidates = existsSync('/usr/lib/jvm')
    ? readdirSync('/usr/lib/jvm').map((name) => join('/usr/lib/jvm', name))
    : [];
  if (env.JAVA_HOME) candidates.push(env.JAVA_HOME);
  const suitable = candidates
    .map((home) => ({ home, major: javaMajor(home) }))
    .filter(({ home, major }) => major >= 21 && existsSync(join(home, 'bin', 'java')))
    .sort((a, b) => b.major - a.major);
  if (!suitable[0]) {
    throw new Error(
      'Keycloak 26 demande Java 21 ou plus récent : aucun JDK ≥ 21 sous /usr/lib/jvm ni dans JAVA_HOME ' +
        '(installez un JDK 21 ou plus récent et donnez son dossier dans JAVA_HOME).',
    );
  }
  return suitable[0].home;
}
