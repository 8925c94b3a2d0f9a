import { describe, expect, test } from 'vitest';
import { readConfig, seedsDemoData } from '../../server/config.ts';

const PRODUCTION = { NODE_ENV: 'production', SMTP_URL: 'smtp://relais.example.org:587' };

describe('NODE_ENV=production', () => {
  test('sans SMTP_URL, le serveur refuse de démarrer et dit quoi définir', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(
      /^SMTP_URL est requis quand NODE_ENV=production : définissez le relais d’envoi des e-mails \(smtp:\/\/…\)/,
    );
    expect(() => readConfig({ NODE_ENV: 'production', DEV_OUTBOX: 'true' })).toThrow(/SMTP_URL est requis/);
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
