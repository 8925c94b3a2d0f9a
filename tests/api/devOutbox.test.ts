import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { buildApp } from '../../server/compose/app.ts';
import { readConfig } from '../../server/platform/config/config.ts';
import { createMailer } from '../../server/platform/mail/mailer.ts';
import { PRODUCTION_ENV } from './productionEnv.ts';
import { APPLICATION_KEY, resetMutableTables, testContext, type TestContext } from './testApp.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});
beforeEach(async () => {
  await resetMutableTables(ctx.db);
});

describe('/dev/outbox sans relais SMTP', () => {
  test('liste les e-mails, du plus récent au plus ancien, liens cliquables et texte échappé', async () => {
    const mailer = createMailer({ db: ctx.db, from: 'portail@example.org', seller: ctx.config.seller });
    await mailer.queue(ctx.db, { to: 'premier@example.org', subject: 'Premier', text: 'Bonjour <b>vous</b>' });
    await mailer.queue(ctx.db, {
      to: 'second@example.org',
      subject: 'Confirmez votre compte',
      text: 'Ouvrez ce lien :\nhttp://127.0.0.1:3000/CompteConfirmation/abc_DEF-123\nMerci.',
    });
    const response = await ctx.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    const html = response.body;
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Boîte d’envoi');
    expect(html.indexOf('second@example.org')).toBeLessThan(html.indexOf('premier@example.org'));
    expect(html).toContain(
      '<a href="http://127.0.0.1:3000/CompteConfirmation/abc_DEF-123">http://127.0.0.1:3000/CompteConfirmation/abc_DEF-123</a>',
    );
    expect(html).toContain('Bonjour &lt;b&gt;vous&lt;/b&gt;');
    expect(html).not.toContain('<b>vous</b>');
    for (const label of ['Date', 'Destinataire', 'Objet']) expect(html).toContain(`<dt>${label}</dt>`);
  });

  test('dit quand la boîte est vide', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.body).toContain('Aucun e-mail pour le moment.');
  });
});

describe('/dev/outbox avec un relais SMTP', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = buildApp({
      config: readConfig({ APPLICATION_KEY, SMTP_URL: 'smtp://127.0.0.1:2525' }),
      db: ctx.db,
      document: ctx.document,
    });
    await app.ready();
  });
  afterAll(async () => app.close());

  test('n’existe pas', async () => {
    const response = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(404);
  });
});

describe('/dev/outbox en production', () => {
  test('n’existe pas, sauf avec DEV_OUTBOX=true', async () => {
    const production = { ...PRODUCTION_ENV, APPLICATION_KEY, SMTP_URL: 'smtp://127.0.0.1:2525' };
    for (const [env, status] of [
      [production, 404],
      [{ ...production, DEV_OUTBOX: 'true' }, 200],
    ] as const) {
      const app = buildApp({ config: readConfig(env), db: ctx.db, document: ctx.document });
      try {
        await app.ready();
        const response = await app.inject({ method: 'GET', url: '/dev/outbox' });
        expect(response.statusCode).toBe(status);
      } finally {
        await app.close();
      }
    }
  });

  test('DEV_OUTBOX=false la retire aussi en développement', async () => {
    const app = buildApp({
      config: readConfig({ APPLICATION_KEY, DEV_OUTBOX: 'false' }),
      db: ctx.db,
      document: ctx.document,
    });
    try {
      await app.ready();
      expect((await app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
