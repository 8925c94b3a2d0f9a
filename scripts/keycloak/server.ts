import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { javaHome, keycloakDistribution } from './distribution.ts';

/** The committed realm: the portal's public client, its service client, its roles, its mails and lifetimes. */
export const REALM_FILE = resolve(import.meta.dirname, '../../identity/keycloak/portail-realm.json');
export const REALM = 'portail';
export const PORTAL_CLIENT_ID = 'portail';
export const ADMIN_CLIENT_ID = 'portail-admin';
export const API_AUDIENCE = 'urn:portail:api';

export interface KeycloakOptions {
  version: string;
  /** Keycloak's HTTP port; a free one when absent. */
  port?: number;
  /** The portal's PUBLIC_URL, which the realm's redirect URIs and web origins name. */
  publicUrl: string;
  /** Where the realm sends its e-mails (verification, reset), on 127.0.0.1. */
  smtpPort: number;
  /** How long Keycloak may take to answer once started. */
  startTimeoutMs: number;
}

export interface RunningKeycloak {
  /** The realm's issuer, the portal's OIDC_ISSUER. */
  issuer: string;
  /** The variables that start the portal on this realm. */
  portalEnv: Record<string, string>;
  /** The administrator of Keycloak's console (realm `master`). */
  console: { url: string; username: string; password: string };
  logFile: string;
  /** Stops Keycloak and removes its data folder. */
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

function lastLines(file: string, count: number): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-count).join('\n');
  } catch {
    return '(journal illisible)';
  }
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return Promise.resolve();
  const { pid } = child;
  return new Promise((done) => {
    const force = setTimeout(() => signalGroup(pid, 'SIGKILL'), 20_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    signalGroup(pid, 'SIGTERM');
  });
}

/** Keycloak runs in its own process group: the signal reaches kc.sh and the JVM it starts alike. */
function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Starts Keycloak in development mode on a copy of the cached distribution (its own data folder, thrown away
 * by `stop()`), with the committed realm imported, and waits until the realm answers.
 */
export async function startKeycloak(options: KeycloakOptions): Promise<RunningKeycloak> {
  const home = await keycloakDistribution(options.version);
  const java = javaHome();
  const port = options.port ?? (await freePort());
  const runDir = mkdtempSync(join(tmpdir(), 'portail-keycloak-'));
  const server = join(runDir, 'keycloak');
  cpSync(home, server, { recursive: true });
  mkdirSync(join(server, 'data', 'import'), { recursive: true });
  cpSync(REALM_FILE, join(server, 'data', 'import', 'portail-realm.json'));
  const adminSecret = randomBytes(18).toString('base64url');
  const consolePassword = randomBytes(12).toString('base64url');
  const logFile = join(runDir, 'keycloak.log');
  const log = openSync(logFile, 'a');
  const child = spawn(
    join(server, 'bin', 'kc.sh'),
    ['start-dev', `--http-port=${port}`, '--http-host=127.0.0.1', '--import-realm'],
    {
      detached: true,
      stdio: ['ignore', log, log],
      env: {
        ...process.env,
        JAVA_HOME: java,
        PATH: `${join(java, 'bin')}:${process.env.PATH ?? ''}`,
        // Read by the realm's placeholders at import.
        PORTAIL_PUBLIC_URL: options.publicUrl,
        KEYCLOAK_ADMIN_CLIENT_SECRET: adminSecret,
        KEYCLOAK_SMTP_HOST: '127.0.0.1',
        KEYCLOAK_SMTP_PORT: String(options.smtpPort),
        KC_BOOTSTRAP_ADMIN_USERNAME: 'admin',
        KC_BOOTSTRAP_ADMIN_PASSWORD: consolePassword,
      },
    },
  );
  // Whatever ends this process, Keycloak does not outlive it.
  process.once('exit', () => {
    if (child.pid !== undefined && child.exitCode === null) signalGroup(child.pid, 'SIGKILL');
  });
  const base = `http://127.0.0.1:${port}`;
  const issuer = `${base}/realms/${REALM}`;
  const stop = async () => {
    await stopProcess(child);
    rmSync(runDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + options.startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      const tail = lastLines(logFile, 30);
      await stop();
      throw new Error(`Keycloak s'est arrêté au démarrage (code ${child.exitCode}) :\n${tail}`);
    }
    const ready = await fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(5000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) break;
    if (Date.now() > deadline) {
      const tail = lastLines(logFile, 30);
      await stop();
      throw new Error(
        `Keycloak ne répond pas sur ${issuer} après ${Math.round(options.startTimeoutMs / 1000)} s :\n${tail}`,
      );
    }
    await new Promise((wait) => setTimeout(wait, 1000));
  }

  return {
    issuer,
    portalEnv: {
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: PORTAL_CLIENT_ID,
      OIDC_AUDIENCE: API_AUDIENCE,
      KEYCLOAK_ADMIN_CLIENT_ID: ADMIN_CLIENT_ID,
      KEYCLOAK_ADMIN_CLIENT_SECRET: adminSecret,
      PUBLIC_URL: options.publicUrl,
    },
    console: { url: `${base}/admin/`, username: 'admin', password: consolePassword },
    logFile,
    stop,
  };
}
