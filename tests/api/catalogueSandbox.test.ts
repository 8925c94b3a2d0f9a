import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { Acknowledgement } from '../../server/areas/catalogueSandbox/acknowledgement.ts';
import { buildApp } from '../../server/compose/app.ts';
import { readConfig } from '../../server/platform/config/config.ts';
import { withCheckDigit } from '../unit/onixShapes.ts';
import {
  changeSettings,
  craftedProduct,
  deposit,
  getAcknowledgement,
  newKey,
  onixMessage,
  PORTAL_AUTHORIZATION,
} from './catalogueSandboxHarness.ts';
import { parseHtml } from './paymentSandboxHarness.ts';
import { PRODUCTION_ENV } from './productionEnv.ts';
import { testContext, type TestContext } from './testApp.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await testContext();
});

afterEach(async () => {
  expect((await changeSettings(ctx.app, { Mode: 'normal', Retard: 30 })).statusCode).toBe(200);
});

const ISBN = withCheckDigit('978236599101');

/** A message of one product; the reference tells the deposits apart. */
function message(reference: string): string {
  return onixMessage([craftedProduct({ reference, isbn: ISBN, cover: null })]);
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

describe('the intake’s authentication', () => {
  test.each([
    ['no credentials', null],
    ['a wrong password', `Basic ${Buffer.from('portail:mauvais').toString('base64')}`],
    ['a bearer token', 'Bearer jeton'],
  ])('refuses a deposit with %s: 401, nothing recorded', async (_case, authorization) => {
    const key = newKey();
    const response = await deposit(ctx.app, message('auth'), { key, authorization });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toMatch(/^Basic realm="Catalogue de test"/);
    expect(response.json()).toEqual({ Message: 'Identifiant ou mot de passe du catalogue incorrect.' });
    const page = await ctx.app.inject({ method: 'GET', url: '/catalogue-test/' });
    expect(page.body).not.toContain(key);
  });

  test('refuses the acknowledgements and the settings without the portal’s credentials', async () => {
    for (const [method, url] of [
      ['GET', '/catalogue-test/depots/inconnu/accuse'],
      ['GET', '/catalogue-test/reglages'],
      ['POST', '/catalogue-test/reglages'],
    ] as const) {
      const response = await ctx.app.inject({
        method,
        url,
        payload: method === 'POST' ? { Mode: 'panne' } : undefined,
      });
      expect(response.statusCode).toBe(401);
    }
    const settings = await ctx.app.inject({
      method: 'GET',
      url: '/catalogue-test/reglages',
      headers: { authorization: PORTAL_AUTHORIZATION },
    });
    expect(settings.json()).toEqual({ Mode: 'normal', Retard: 30 });
  });
});

describe('a deposit', () => {
  test('answers 202 with its IdDepot; the same key and body answer the same IdDepot, recorded once', async () => {
    const key = newKey();
    const first = await deposit(ctx.app, message('idempotent'), { key });
    expect(first.statusCode).toBe(202);
    const receipt = first.json<{ IdDepot: string; Recu: string }>();
    expect(receipt.IdDepot).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(receipt.Recu).toISOString()).toBe(receipt.Recu);
    const again = await deposit(ctx.app, message('idempotent'), { key });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual(receipt);
    const page = await ctx.app.inject({ method: 'GET', url: '/catalogue-test/' });
    expect(page.body.split(key).length - 1).toBe(1);
  });

  test('another body under a key already used answers 409', async () => {
    const key = newKey();
    expect((await deposit(ctx.app, message('premier'), { key })).statusCode).toBe(202);
    const conflict = await deposit(ctx.app, message('second'), { key });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ Message: 'Cette clé d’idempotence a déjà servi pour un autre fichier.' });
  });

  test('without an Idempotency-Key, or empty, is refused with 400', async () => {
    const withoutKey = await ctx.app.inject({
      method: 'POST',
      url: '/catalogue-test/depots',
      payload: message('sans-cle'),
      headers: { 'content-type': 'application/xml', authorization: PORTAL_AUTHORIZATION },
    });
    expect(withoutKey.statusCode).toBe(400);
    expect((await deposit(ctx.app, '   ')).statusCode).toBe(400);
  });

  test('of more than 50 Mo is refused with 413', async () => {
    const response = await deposit(ctx.app, 'x'.repeat(50 * 1024 * 1024 + 1));
    expect(response.statusCode).toBe(413);
  });

  test('an unknown deposit’s acknowledgement answers 404', async () => {
    const response = await getAcknowledgement(ctx.app, 'depot-inconnu');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Message: 'Dépôt inconnu.' });
  });

  test('its acknowledgement follows ONIX Acknowledgement: message and record statuses, coded details', async () => {
    const posted = await deposit(ctx.app, message('accuse'));
    const { IdDepot } = posted.json<{ IdDepot: string }>();
    const response = await getAcknowledgement(ctx.app, IdDepot);
    expect(response.statusCode).toBe(200);
    const acknowledgement = response.json<Acknowledgement>();
    expect(acknowledgement).toEqual({
      IdDepot,
      SentDateTime: expect.stringMatching(/^\d{8}T\d{6}Z$/),
      MessageStatus: '02',
      MessageStatusDetails: [],
      Records: [
        {
          RecordReference: 'accuse',
          ProductIdentifier: ISBN,
          RecordStatus: '03',
          Details: [
            {
              Code: 'CAT-COUVERTURE',
              Severity: 'F',
              Element: 'SupportingResource',
              Note: 'La première de couverture manque\u00a0: le catalogue n’affiche pas un livre sans l’image de sa couverture.',
            },
          ],
        },
      ],
    });
  });
});

describe('the test controls', () => {
  test('refuse settings they do not know, with a French message', async () => {
    expect((await changeSettings(ctx.app, { Mode: 'tempete' })).json()).toEqual({
      Message: 'Mode vaut normal, panne, rejet, retard.',
    });
    const negative = await changeSettings(ctx.app, { Retard: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toEqual({ Message: 'Retard est un nombre entier de secondes, de 0 à 86400.' });
  });

  test('panne: deposits answer 503 and nothing is recorded; back to normal they are taken again', async () => {
    expect((await changeSettings(ctx.app, { Mode: 'panne' })).json()).toEqual({ Mode: 'panne', Retard: 30 });
    const key = newKey();
    const refused = await deposit(ctx.app, message('panne'), { key });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      Message: 'Le catalogue est indisponible (panne simulée par le bac à sable)\u00a0: réessayez plus tard.',
    });
    await changeSettings(ctx.app, { Mode: 'normal' });
    expect((await deposit(ctx.app, message('panne'), { key })).statusCode).toBe(202);
  });

  test('rejet: every record is refused with CAT-REFUS-TEST on TextContent', async () => {
    await changeSettings(ctx.app, { Mode: 'rejet' });
    const products = ['rejet-1', 'rejet-2'].map((reference) => craftedProduct({ reference, isbn: ISBN, cover: null }));
    const posted = await deposit(ctx.app, onixMessage(products));
    const acknowledgement = (
      await getAcknowledgement(ctx.app, posted.json<{ IdDepot: string }>().IdDepot)
    ).json<Acknowledgement>();
    expect(acknowledgement.MessageStatus).toBe('02');
    expect(acknowledgement.Records.map((record) => record.RecordStatus)).toEqual(['03', '03']);
    for (const record of acknowledgement.Records) {
      expect(record.Details).toContainEqual({
        Code: 'CAT-REFUS-TEST',
        Severity: 'F',
        Element: 'TextContent',
        Note: 'Le résumé ne respecte pas la charte éditoriale du catalogue (coordonnées, liens ou texte promotionnel ne sont pas admis)\u00a0: reformulez-le puis soumettez de nouveau la publication.',
      });
    }
  });

  test('retard: the acknowledgement answers 202 « en cours » for Retard seconds, then 200', async () => {
    await changeSettings(ctx.app, { Mode: 'retard', Retard: 1 });
    const posted = await deposit(ctx.app, message('retard'));
    const { IdDepot } = posted.json<{ IdDepot: string }>();
    const early = await getAcknowledgement(ctx.app, IdDepot);
    expect(early.statusCode).toBe(202);
    expect(early.json()).toEqual({ Statut: 'en cours' });
    await wait(1_100);
    const ready = await getAcknowledgement(ctx.app, IdDepot);
    expect(ready.statusCode).toBe(200);
    expect(ready.json<Acknowledgement>().IdDepot).toBe(IdDepot);
  });
});

describe('the page /catalogue-test/', () => {
  test('lists a deposit with its acknowledgement, in French, without script, under the strict CSP', async () => {
    const key = newKey();
    const posted = await deposit(ctx.app, message('page'), { key });
    const { IdDepot } = posted.json<{ IdDepot: string }>();
    await getAcknowledgement(ctx.app, IdDepot);
    const response = await ctx.app.inject({ method: 'GET', url: '/catalogue-test/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['cache-control']).toBe('no-store');
    const { document } = parseHtml(response.body);
    expect(document.documentElement.lang).toBe('fr');
    expect(document.querySelector('h1')?.textContent).toBe('Dépôts reçus');
    expect(document.querySelectorAll('script, [style]')).toHaveLength(0);
    const section = [...document.querySelectorAll('section.depot')].find((s) => s.textContent?.includes(IdDepot));
    expect(section?.querySelector('h2')?.textContent).toMatch(/^Dépôt du \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}$/);
    expect(section?.textContent).toContain(key);
    expect(section?.textContent).toContain('Fichier traité en partie');
    expect(section?.textContent).toContain('Refusé');
    expect(section?.textContent).toContain('CAT-COUVERTURE');
    expect(section?.textContent).toContain('Erreur bloquante');
    const stylesheet = await ctx.app.inject({ method: 'GET', url: '/catalogue-test/catalogue-test.css' });
    expect(stylesheet.statusCode).toBe(200);
    expect(stylesheet.headers['content-type']).toBe('text/css; charset=utf-8');
  });
});

describe('where the sandbox is not served', () => {
  test.each([
    ['in production', PRODUCTION_ENV],
    [
      'when CATALOGUE_URL names an outside intake',
      { CATALOGUE_URL: 'https://catalogue.example.org/', CATALOGUE_PASSWORD: 'x' },
    ],
  ])('%s, its addresses answer 404', async (_case, env) => {
    const app = buildApp({ config: readConfig(env), db: ctx.db, document: ctx.document });
    await app.ready();
    try {
      for (const request of [
        { method: 'GET' as const, url: '/catalogue-test/' },
        { method: 'GET' as const, url: '/catalogue-test/reglages' },
        { method: 'POST' as const, url: '/catalogue-test/depots', payload: message('absent') },
      ]) {
        const response = await app.inject({
          ...request,
          headers: {
            authorization: PORTAL_AUTHORIZATION,
            'content-type': 'application/xml',
            'idempotency-key': newKey(),
          },
        });
        expect(response.statusCode, request.url).toBe(404);
      }
    } finally {
      await app.close();
    }
  });
});
