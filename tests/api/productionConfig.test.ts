import { Writable } from 'node:stream';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/compose/app.ts';
import {
  PAYMENT_TEST_MODE_WARNING,
  PRODUCTION_PAYMENT_VARIABLES,
  readConfig,
  SANDBOX_PAYMENT_API_PASSWORD,
  SANDBOX_PAYMENT_KEY,
  seedsDemoData,
  type ServerConfig,
} from '../../server/platform/config/config.ts';
import {
  SANDBOX_API_PATH,
  SANDBOX_FORM_PATH,
  SANDBOX_STYLESHEET_PATH,
} from '../../server/areas/paymentSandbox/paths.ts';
import { SANDBOX_CATALOGUE_PASSWORD } from '../../server/platform/config/catalogue.ts';
import { PRODUCTION_ENV } from './productionEnv.ts';
import { testContext, type TestContext } from './testApp.ts';

const PRODUCTION = PRODUCTION_ENV;

describe('NODE_ENV=production', () => {
  test('sans SMTP_URL, le serveur refuse de démarrer et dit quoi définir', () => {
    expect(() => readConfig({ ...PRODUCTION, SMTP_URL: undefined })).toThrow(
      /^SMTP_URL est requis quand NODE_ENV=production : définissez le relais d’envoi des e-mails \(smtp:\/\/…\)/,
    );
    expect(() => readConfig({ ...PRODUCTION, SMTP_URL: undefined, DEV_OUTBOX: 'true' })).toThrow(/SMTP_URL est requis/);
  });

  test('ni comptes ni données de démonstration, quelle que soit la base', () => {
    const config = readConfig(PRODUCTION);
    expect(seedsDemoData(config, 'pglite')).toBe(false);
    expect(seedsDemoData(config, 'postgres')).toBe(false);
    expect(() => readConfig({ ...PRODUCTION, SEED_DEMO_DATA: 'true' })).toThrow(
      'SEED_DEMO_DATA=true est refusé quand NODE_ENV=production : le mot de passe des comptes de démonstration est public.',
    );
  });

  test('la boîte d’envoi n’est lisible que sur demande (DEV_OUTBOX=true)', () => {
    expect(readConfig(PRODUCTION).devOutbox).toBe(false);
    expect(readConfig({ ...PRODUCTION, DEV_OUTBOX: 'true' }).devOutbox).toBe(true);
  });
});

describe('NODE_ENV=production et le paiement', () => {
  test('sans prestataire de paiement, le serveur refuse de démarrer et nomme les variables à définir', () => {
    expect(() => readConfig({ NODE_ENV: 'production', SMTP_URL: PRODUCTION.SMTP_URL })).toThrow(
      'PAYMENT_URL, PAYMENT_SITE_ID, PAYMENT_KEY, PAYMENT_MODE, PAYMENT_API_URL, PAYMENT_API_PASSWORD sont requis ' +
        'quand NODE_ENV=production : définissez le prestataire de paiement',
    );
    for (const name of PRODUCTION_PAYMENT_VARIABLES) {
      expect(() => readConfig({ ...PRODUCTION, [name]: undefined })).toThrow(
        new RegExp(`^${name} est requis quand NODE_ENV=production`),
      );
      expect(() => readConfig({ ...PRODUCTION, [name]: '' })).toThrow(`${name} est requis`);
    }
  });

  test('PAYMENT_MODE doit être donné : il ne vaut pas TEST par défaut', () => {
    expect(() => readConfig({ ...PRODUCTION, PAYMENT_MODE: undefined })).toThrow(/^PAYMENT_MODE est requis/);
    expect(() => readConfig({ ...PRODUCTION, PAYMENT_MODE: 'test' })).toThrow('PAYMENT_MODE vaut TEST ou PRODUCTION.');
    expect(readConfig(PRODUCTION).payment.mode).toBe('PRODUCTION');
    expect(readConfig({ ...PRODUCTION, PAYMENT_MODE: 'TEST' }).payment.mode).toBe('TEST');
  });

  test('la clé et le mot de passe publics du bac à sable sont refusés', () => {
    const refusal =
      'PAYMENT_KEY et PAYMENT_API_PASSWORD ne peuvent pas valoir ceux du bac à sable quand NODE_ENV=production';
    expect(() => readConfig({ ...PRODUCTION, PAYMENT_KEY: SANDBOX_PAYMENT_KEY })).toThrow(refusal);
    expect(() => readConfig({ ...PRODUCTION, PAYMENT_API_PASSWORD: SANDBOX_PAYMENT_API_PASSWORD })).toThrow(refusal);
  });

  test('le prestataire configuré est celui des paiements', () => {
    expect(readConfig(PRODUCTION).payment).toEqual({
      url: PRODUCTION.PAYMENT_URL,
      siteId: PRODUCTION.PAYMENT_SITE_ID,
      key: PRODUCTION.PAYMENT_KEY,
      mode: 'PRODUCTION',
      api: { url: PRODUCTION.PAYMENT_API_URL, password: PRODUCTION.PAYMENT_API_PASSWORD },
    });
  });
});

describe('NODE_ENV=production et le catalogue', () => {
  test('sans dépôt du prestataire de référencement, le serveur refuse de démarrer', () => {
    for (const name of ['CATALOGUE_URL', 'CATALOGUE_PASSWORD']) {
      expect(() => readConfig({ ...PRODUCTION, [name]: undefined })).toThrow(
        /^CATALOGUE_URL et CATALOGUE_PASSWORD sont requis quand NODE_ENV=production/,
      );
    }
  });

  test('le mot de passe public du bac à sable est refusé', () => {
    expect(() => readConfig({ ...PRODUCTION, CATALOGUE_PASSWORD: SANDBOX_CATALOGUE_PASSWORD })).toThrow(
      'CATALOGUE_PASSWORD ne peut pas valoir celui du bac à sable',
    );
  });

  test('le dépôt configuré est celui des livraisons, en ONIX 3.1 chaque jour à 6 h par défaut', () => {
    expect(readConfig(PRODUCTION).catalogue).toMatchObject({
      url: PRODUCTION.CATALOGUE_URL,
      user: PRODUCTION.CATALOGUE_USER,
      password: PRODUCTION.CATALOGUE_PASSWORD,
      sandbox: false,
      onixRelease: '3.1',
      schedule: { kind: 'daily', hour: 6, minute: 0 },
    });
    expect(() => readConfig({ ...PRODUCTION, CATALOGUE_ONIX_VERSION: '2.1' })).toThrow(
      'CATALOGUE_ONIX_VERSION vaut 3.0 ou 3.1.',
    );
    expect(() => readConfig({ ...PRODUCTION, CATALOGUE_SCHEDULE: 'tous les jours' })).toThrow(
      /^CATALOGUE_SCHEDULE vaut/,
    );
  });
});

describe('un serveur de production démarré', () => {
  let ctx: TestContext;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    ctx = await testContext();
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  const PINO_WARN = 40;

  /** Starts a portal on the shared test database, keeping the payment lines it logs at warn level. */
  async function start(config: ServerConfig): Promise<{ app: FastifyInstance; warnings: string[] }> {
    const warnings: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        const line = JSON.parse(chunk.toString()) as { level: number; msg: string };
        if (line.level === PINO_WARN && line.msg.startsWith('PAYMENT_')) warnings.push(line.msg);
        done();
      },
    });
    app = buildApp({ config, db: ctx.db, document: ctx.document, logger: { level: 'warn', stream } });
    await app.ready();
    return { app, warnings };
  }

  test('PAYMENT_MODE=TEST est signalé à chaque démarrage, PRODUCTION ne l’est pas', async () => {
    const testMode = readConfig({ ...PRODUCTION, PAYMENT_MODE: 'TEST' });
    for (const _nthStart of [1, 2]) {
      const started = await start(testMode);
      expect(started.warnings).toEqual([PAYMENT_TEST_MODE_WARNING]);
      await started.app.close();
    }
    expect((await start(readConfig(PRODUCTION))).warnings).toEqual([]);
  });

  test('les adresses du bac à sable de paiement répondent 404, même si PAYMENT_URL les désigne', async () => {
    const sandboxFormUrl = `${readConfig(PRODUCTION).publicUrl}${SANDBOX_FORM_PATH}`;
    for (const env of [PRODUCTION, { ...PRODUCTION, PAYMENT_URL: sandboxFormUrl }]) {
      const { app: production } = await start(readConfig(env));
      for (const request of [
        { method: 'POST' as const, url: SANDBOX_FORM_PATH, payload: 'vads_site_id=12345678' },
        { method: 'POST' as const, url: `${SANDBOX_API_PATH}V4/Transaction/CancelOrRefund`, payload: '{}' },
        { method: 'GET' as const, url: SANDBOX_STYLESHEET_PATH },
      ]) {
        const response = await production.inject(request);
        expect(response.statusCode, request.url).toBe(404);
      }
      await production.close();
    }
  });

  test('hors production, le bac à sable répond à ces adresses', async () => {
    const { app: development } = await start(readConfig({}));
    const response = await development.inject({ method: 'GET', url: SANDBOX_STYLESHEET_PATH });
    expect(response.statusCode).toBe(200);
  });
});

describe('hors production', () => {
  test('les données de démonstration vont dans PGlite, dans PostgreSQL seulement sur demande', () => {
    expect(seedsDemoData(readConfig({}), 'pglite')).toBe(true);
    expect(seedsDemoData(readConfig({}), 'postgres')).toBe(false);
    expect(seedsDemoData(readConfig({ SEED_DEMO_DATA: 'true' }), 'postgres')).toBe(true);
    expect(seedsDemoData(readConfig({ SEED_DEMO_DATA: 'false' }), 'pglite')).toBe(false);
  });

  test('la boîte d’envoi est lisible sans relais SMTP, sauf DEV_OUTBOX=false', () => {
    expect(readConfig({}).devOutbox).toBe(true);
    expect(readConfig({ NODE_ENV: 'development' }).devOutbox).toBe(true);
    expect(readConfig({ DEV_OUTBOX: 'false' }).devOutbox).toBe(false);
    expect(readConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).devOutbox).toBe(false);
  });
});
