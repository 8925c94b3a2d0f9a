import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ONIX_EXPORT_TEXTS } from '../domain/publication/onixExportTexts.ts';
import { isCalendarDay, parisDayStart } from '../server/areas/boPublications/onixExportSince.ts';

/**
 * `npm run onix:export -- [--since YYYY-MM-DD] > export.xml`: the ONIX 3.1 message of the validated publications on
 * standard output, nothing else; the publications set aside, with their reasons, and any failure on standard error.
 * Reads the database the server uses (DATABASE_URL, or the embedded one under DATA_DIR); the embedded database
 * takes one process at a time, so stop a server that runs on it first. A data folder the portal never started is
 * refused with a French message, without creating anything in it; a database of an earlier version is migrated first,
 * as the server does when it starts.
 */

const T = ONIX_EXPORT_TEXTS.cli;

/** Exit code of a wrong command line, as usage errors of shell tools. */
const USAGE_ERROR = 2;
/** Exit code when there is no database to read. */
const NO_DATABASE = 1;

function readSince(argv: string[]): Date | undefined | 'invalid' {
  let values: { since?: string | undefined };
  try {
    ({ values } = parseArgs({ args: argv, options: { since: { type: 'string' } }, strict: true }));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 'invalid';
  }
  if (values.since === undefined) return undefined;
  if (!isCalendarDay(values.since)) {
    console.error(T.badSince(values.since));
    return 'invalid';
  }
  return parisDayStart(values.since);
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const since = readSince(args);
  if (since === 'invalid') {
    console.error(T.usage);
    return USAGE_ERROR;
  }
  // Loaded once the command line is right: a wrong one is answered at once.
  const [{ readConfig }, { defaultPgliteDir, openDatabase }, { planOnixExport, writeOnixExport }, { messageOutput }] =
    await Promise.all([
      import('../server/platform/config/config.ts'),
      import('../server/platform/db/database.ts'),
      import('../server/areas/onix/exportOnix.ts'),
      import('./onixExportOutput.ts'),
    ]);
  const config = readConfig();
  const pgliteDir = defaultPgliteDir(config.dataDir);
  // Every PostgreSQL data folder holds PG_VERSION: without it the embedded database was never created here.
  if (!config.databaseUrl && !existsSync(join(pgliteDir, 'PG_VERSION'))) {
    console.error(T.noDatabase(pgliteDir));
    return NO_DATABASE;
  }
  const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir });
  try {
    await database.migrate();
    const options = since ? { since } : {};
    const plan = await planOnixExport(database.db, options);
    const write = messageOutput(args);
    for await (const chunk of writeOnixExport(database.db, { ...options, now: new Date() })) await write(chunk);
    console.error(T.exported(plan.exportable.length));
    if (plan.unexportable.length > 0) {
      console.error(T.unexportable(plan.unexportable.length));
      for (const { IdPublication, Titre, Raisons } of plan.unexportable)
        console.error(T.unexportableLine(IdPublication, Titre, Raisons));
    }
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(T.failed, error);
    process.exitCode = 1;
  },
);
