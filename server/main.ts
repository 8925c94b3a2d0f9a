import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './compose/app.ts';
import { readConfig, seedsDemoData } from './platform/config/config.ts';
import { defaultPgliteDir, openDatabase } from './platform/db/database.ts';
import { loadSeed } from './compose/seed/loadSeed.ts';
import { acceptQueuedConnections, closeGracefully } from './platform/http/gracefulShutdown.ts';

/** The response header naming the cluster worker that answered. */
const WORKER_HEADER = 'x-portail-processus';

/** The built application; SPA_ROOT serves another build (a second checkout's, or a test's own). */
const SPA_ROOT = process.env.SPA_ROOT ?? fileURLToPath(new URL('../dist', import.meta.url));

async function main(): Promise<void> {
  const config = readConfig();
  // Each log line is a write the request waits for, unless written asynchronously: lines logged while a write is
  // under way go out together in the next one, and what is left is written when the process exits.
  const logStream = pino.destination({ dest: 1, sync: false });
  const logLevel = process.env.LOG_LEVEL ?? 'info';
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: defaultPgliteDir(config.dataDir) },
    { log: pino({ level: logLevel }, logStream) },
  );
  await database.migrate();
  // Reference lists always; demo data belongs to the embedded portal, a real PostgreSQL gets it only when asked
  // (SEED_DEMO_DATA=true), and production never.
  const demo = seedsDemoData(config, database.driver);
  const seeded = await loadSeed(database.db, { dataDir: config.dataDir, demo });

  const app = buildApp({
    config,
    db: database.db,
    spaRoot: SPA_ROOT,
    logger: { level: logLevel, stream: logStream },
  });
  // Under `npm run start:cluster`, each answer names the worker that gave it (its number in the cluster, not its
  // pid): what a load test or an operator needs to see that requests spread over the processes. Set on the raw
  // response before anything handles the request, so that the identity provider's answers carry it too.
  const workerId = cluster.worker?.id;
  if (workerId !== undefined) {
    app.server.prependListener('request', (_request, response) => response.setHeader(WORKER_HEADER, String(workerId)));
  }
  if (seeded)
    app.log.info(demo ? 'données de référence et de démonstration chargées' : 'données de référence chargées');

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'arrêt du serveur');
    try {
      await acceptQueuedConnections(app.server);
      await closeGracefully(app);
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "erreur pendant l'arrêt");
      process.exit(1);
    }
  };
  process.once('SIGINT', (signal) => void shutdown(signal));
  process.once('SIGTERM', (signal) => void shutdown(signal));

  await app.listen({ host: config.host, port: config.port });
  // Effects left by a previous run are performed now, failed ones retried on the sweep.
  app.outbox.start();
  // Scheduled deliveries to the catalogue, retries and acknowledgements (CATALOGUE_SCHEDULE, CATALOGUE_POLL_SECONDS).
  app.catalogueDeliveries.start();
  // Scheduled prices apply on their day in Paris (Publication_Prix_Programmer).
  app.priceChanges.start();
  app.log.info(`Portail disponible sur ${config.publicUrl}/`);
  app.log.info(
    config.oidcIssuer
      ? `Identité : Keycloak (${config.oidcIssuer}, client ${config.oidcClientId})`
      : `Identité : fournisseur intégré (${config.publicUrl}/oidc)`,
  );
  if (config.devOutbox) app.log.info(`Courriels : boîte d’envoi lisible sur ${config.publicUrl}/dev/outbox`);
}

main().catch((error: unknown) => {
  console.error('Le serveur n’a pas pu démarrer :', error);
  process.exit(1);
});
