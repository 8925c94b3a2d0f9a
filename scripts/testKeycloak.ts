import { spawn } from 'node:child_process';
import { DEFAULT_KEYCLOAK_VERSION } from './keycloak/distribution.ts';
import { freePort, startKeycloak } from './keycloak/server.ts';

/**
 * `npm run test:keycloak`: starts a real Keycloak with the committed realm, runs the identity tests against it
 * (tests/keycloak, and with `--browser` the browser journey through Keycloak's pages), then stops it, whatever
 * the outcome. The tests listen for the realm's e-mails on KEYCLOAK_SMTP_PORT.
 */
const withBrowser = process.argv.includes('--browser');
const e2ePort = Number(process.env.E2E_PORT ?? 3107);
const smtpPort = await freePort();
const started = Date.now();
console.log(`Démarrage de Keycloak ${process.env.KEYCLOAK_VERSION || DEFAULT_KEYCLOAK_VERSION}…`);
const keycloak = await startKeycloak({
  version: process.env.KEYCLOAK_VERSION || DEFAULT_KEYCLOAK_VERSION,
  ...(process.env.KEYCLOAK_PORT ? { port: Number(process.env.KEYCLOAK_PORT) } : {}),
  // The browser tests' portal: the realm's redirect URIs name it.
  publicUrl: `http://127.0.0.1:${e2ePort}`,
  smtpPort,
  startTimeoutMs: Number(process.env.KEYCLOAK_START_TIMEOUT || 300) * 1000,
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
console.log(`Keycloak répond en ${Math.round((Date.now() - started) / 1000)} s : ${keycloak.issuer}`);

const env = { ...process.env, ...keycloak.portalEnv, KEYCLOAK_SMTP_PORT: String(smtpPort) };
function run(command: string, args: string[]): Promise<number> {
  return new Promise((done) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.once('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

let failed = false;
const stop = async (code: number) => {
  await keycloak.stop();
  process.exit(code);
};
process.on('SIGINT', () => void stop(130));
process.on('SIGTERM', () => void stop(143));
try {
  failed = (await run('npx', ['vitest', 'run', '-c', 'vitest.keycloak.config.ts'])) !== 0;
  if (withBrowser && !failed) {
    failed = (await run('npx', ['playwright', 'test', '-c', 'playwright.keycloak.config.ts'])) !== 0;
  }
} finally {
  console.log(`Arrêt de Keycloak (${Math.round((Date.now() - started) / 1000)} s en tout).`);
  await stop(failed ? 1 : 0);
}
