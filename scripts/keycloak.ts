import { writeFileSync } from 'node:fs';
import { DEFAULT_KEYCLOAK_VERSION } from './keycloak/distribution.ts';
import { startMailCatcher } from './keycloak/mailCatcher.ts';
import { startKeycloak } from './keycloak/server.ts';

/**
 * `npm run keycloak`: a real Keycloak with the committed realm, for running the portal (or its tests) on it.
 *
 * KEYCLOAK_VERSION (26.5.6 by default), KEYCLOAK_PORT (a free port by default), PUBLIC_URL (the portal's origin,
 * http://127.0.0.1:3000 by default), KEYCLOAK_SMTP_PORT (where the realm sends its e-mails; without it, a catcher
 * started here prints them), KEYCLOAK_ENV_FILE (writes the portal's variables there once Keycloak answers),
 * KEYCLOAK_START_TIMEOUT (seconds, 300 by default). Stops Keycloak on Ctrl-C or SIGTERM.
 */
const env = process.env;
const publicUrl = (env.PUBLIC_URL || 'http://127.0.0.1:3000').replace(/\/+$/, '');
const catcher = env.KEYCLOAK_SMTP_PORT
  ? undefined
  : await startMailCatcher(0, (mail) =>
      console.log(`\n✉ E-mail de Keycloak pour ${mail.to.join(', ')} : ${mail.subject}\n  ${mail.links.join('\n  ')}`),
    );
const smtpPort = catcher?.port ?? Number(env.KEYCLOAK_SMTP_PORT);
const started = Date.now();
console.log('Démarrage de Keycloak (une à trois minutes)…');
const keycloak = await startKeycloak({
  version: env.KEYCLOAK_VERSION || DEFAULT_KEYCLOAK_VERSION,
  ...(env.KEYCLOAK_PORT ? { port: Number(env.KEYCLOAK_PORT) } : {}),
  publicUrl,
  smtpPort,
  startTimeoutMs: Number(env.KEYCLOAK_START_TIMEOUT || 300) * 1000,
}).catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await catcher?.close();
  process.exit(1);
});

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log('Arrêt de Keycloak…');
  await keycloak.stop();
  await catcher?.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

const variables = Object.entries(keycloak.portalEnv).map(([name, value]) => `${name}=${value}`);
if (env.KEYCLOAK_ENV_FILE) writeFileSync(env.KEYCLOAK_ENV_FILE, `${variables.join('\n')}\n`);
console.log(
  [
    `Keycloak répond en ${Math.round((Date.now() - started) / 1000)} s : ${keycloak.issuer}`,
    `Console d'administration : ${keycloak.console.url} (${keycloak.console.username} / ${keycloak.console.password})`,
    `E-mails du royaume : smtp://127.0.0.1:${smtpPort}${catcher ? ' (affichés ici)' : ''}`,
    `Journal : ${keycloak.logFile}`,
    '',
    'Démarrez le portail sur ce royaume, dans un autre terminal :',
    `  ${variables.join(' \\\n  ')} \\\n  npm start`,
    '',
    'Ctrl-C arrête Keycloak.',
  ].join('\n'),
);
