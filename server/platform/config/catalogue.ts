import { ONIX_RELEASES, type OnixRelease } from '../../../domain/publication/onixRelease.ts';

/**
 * The referencing provider's intake, where deliveries of ONIX messages are uploaded (CATALOGUE_URL,
 * CATALOGUE_USER, CATALOGUE_PASSWORD): the embedded catalogue sandbox at /catalogue-test/ by default.
 */
export interface CatalogueConfig {
  /** The intake's base address; deliveries are posted to `${url}depots`. Ends with a slash. */
  url: string;
  user: string;
  password: string;
  /** Whether the intake is the embedded sandbox (served by this very process). */
  sandbox: boolean;
  onixRelease: OnixRelease;
  schedule: CatalogueSchedule;
  /** How often a process looks for deliveries to send again and acknowledgements to fetch, in milliseconds. */
  pollMs: number;
  /** The first retry's delay after a failed upload, doubled at each failure, in milliseconds. */
  retryBaseMs: number;
  /** Failed uploads after which a delivery is « en échec » until staff send it again. */
  maxAttempts: number;
}

/** Daily at a Paris time, every so many minutes, or never (deliveries on demand only). */
export type CatalogueSchedule =
  { kind: 'daily'; hour: number; minute: number } | { kind: 'every'; minutes: number } | { kind: 'off' };

export const SANDBOX_CATALOGUE_USER = 'portail';
export const SANDBOX_CATALOGUE_PASSWORD = 'bac-a-sable-catalogue-2026';

export const DEFAULT_CATALOGUE_SCHEDULE = '06:00';

/** CATALOGUE_SCHEDULE: `HH:MM` (each day at that time in Paris, 06:00 by default), `<n>m` (every n minutes) or `off`. */
export function readCatalogueSchedule(text: string | undefined): CatalogueSchedule {
  const value = (text || DEFAULT_CATALOGUE_SCHEDULE).trim();
  if (value === 'off') return { kind: 'off' };
  const daily = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  if (daily) return { kind: 'daily', hour: Number(daily[1]), minute: Number(daily[2]) };
  const every = /^(\d{1,4})m$/.exec(value);
  if (every && Number(every[1]) > 0) return { kind: 'every', minutes: Number(every[1]) };
  throw new Error(
    'CATALOGUE_SCHEDULE vaut HH:MM (chaque jour à cette heure de Paris), <n>m (toutes les n minutes) ou off.',
  );
}

function readRelease(text: string | undefined): OnixRelease {
  const value = text || '3.1';
  if ((ONIX_RELEASES as readonly string[]).includes(value)) return value as OnixRelease;
  throw new Error('CATALOGUE_ONIX_VERSION vaut 3.0 ou 3.1.');
}

function positiveNumber(text: string | undefined, fallback: number, name: string): number {
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} est un nombre positif.`);
  return value;
}

function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

export function readCatalogue(env: NodeJS.ProcessEnv, publicUrl: string): CatalogueConfig {
  const url = env.CATALOGUE_URL || undefined;
  if (url && !env.CATALOGUE_PASSWORD) throw new Error('CATALOGUE_PASSWORD est requis quand CATALOGUE_URL est défini.');
  return {
    url: withTrailingSlash(url ?? `${publicUrl}/catalogue-test/`),
    user: url ? (env.CATALOGUE_USER ?? '') : SANDBOX_CATALOGUE_USER,
    password: url ? (env.CATALOGUE_PASSWORD ?? '') : SANDBOX_CATALOGUE_PASSWORD,
    sandbox: !url,
    onixRelease: readRelease(env.CATALOGUE_ONIX_VERSION),
    schedule: readCatalogueSchedule(env.CATALOGUE_SCHEDULE),
    pollMs: positiveNumber(env.CATALOGUE_POLL_SECONDS, 60, 'CATALOGUE_POLL_SECONDS') * 1000,
    retryBaseMs: positiveNumber(env.CATALOGUE_RETRY_SECONDS, 60, 'CATALOGUE_RETRY_SECONDS') * 1000,
    maxAttempts: positiveNumber(env.CATALOGUE_MAX_ATTEMPTS, 6, 'CATALOGUE_MAX_ATTEMPTS'),
  };
}

/**
 * Production never delivers to the embedded sandbox, which accepts whatever it is told to: the publications would be
 * « Référencées » without any catalogue having read them.
 */
export function checkProductionCatalogue(env: NodeJS.ProcessEnv): void {
  if (!env.CATALOGUE_URL || !env.CATALOGUE_PASSWORD) {
    throw new Error(
      'CATALOGUE_URL et CATALOGUE_PASSWORD sont requis quand NODE_ENV=production : définissez le dépôt du ' +
        'prestataire de référencement, le bac à sable du catalogue n’est jamais servi en production.',
    );
  }
  if (env.CATALOGUE_PASSWORD === SANDBOX_CATALOGUE_PASSWORD) {
    throw new Error(
      'CATALOGUE_PASSWORD ne peut pas valoir celui du bac à sable quand NODE_ENV=production : il est public.',
    );
  }
}
