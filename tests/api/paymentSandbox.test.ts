import axe from 'axe-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { paymentOutcomeOfTransStatus } from '../../domain/order/transStatus.ts';
import { buildApp } from '../../server/compose/app.ts';
import { readConfig, type ServerConfig } from '../../server/platform/config/config.ts';
import { hasValidLyraSignature } from '../../server/areas/payment/lyraSignature.ts';
import type { NotificationDelivery } from '../../server/areas/paymentSandbox/notificationCourier.ts';
import { SANDBOX_OUTCOMES } from '../../server/areas/paymentSandbox/outcomes.ts';
import { REQUIRED_FORM_FIELDS } from '../../server/areas/paymentSandbox/paymentForm.ts';
import { SANDBOX_FORM_PATH, SANDBOX_STYLESHEET_PATH } from '../../server/areas/paymentSandbox/paths.ts';
import {
  closedOrigin,
  parseHtml,
  postOutcome,
  postPaymentForm,
  signedPaymentForm,
  startShopStandIn,
  type ShopStandIn,
} from './paymentSandboxHarness.ts';
import { APPLICATION_KEY, testContext, testVerifier, warningsInto } from './testApp.ts';

const RETRY_DELAYS_MS = [40, 80, 120];

let shop: ShopStandIn;
let app: FastifyInstance;
let config: ServerConfig;
const deliveries: Promise<NotificationDelivery>[] = [];
const logLines: string[] = [];

/**
 * The portal as it runs, with the sandbox's retries shortened. Its public URL is the shop's origin, where the sandbox
 * notifies (the default notification URL) and returns the browser.
 */
async function buildPortal(publicUrl: string): Promise<{ app: FastifyInstance; config: ServerConfig }> {
  const { db, document } = await testContext();
  const portalConfig = readConfig({ APPLICATION_KEY, DATABASE_URL: process.env.DATABASE_URL, PUBLIC_URL: publicUrl });
  const portal = buildApp({
    config: portalConfig,
    db,
    document,
    verifyAccessToken: testVerifier,
    logger: warningsInto(logLines),
    paymentSandbox: {
      schedule: { retryDelaysMs: RETRY_DELAYS_MS, attemptTimeoutMs: 2_000 },
      onNotification: (sent) => deliveries.push(sent.delivery),
    },
  });
  await portal.ready();
  return { app: portal, config: portalConfig };
}

beforeAll(async () => {
  shop = await startShopStandIn();
  ({ app, config } = await buildPortal(shop.origin));
});

afterAll(async () => {
  await app.close();
  await shop.close();
});

beforeEach(() => {
  shop.reset();
  deliveries.length = 0;
  logLines.length = 0;
});

function form(overrides: Record<string, string | undefined> = {}) {
  return signedPaymentForm(config.payment.siteId, config.payment.key, shop.origin, overrides);
}

function documentOf(html: string): Document {
  return parseHtml(html).document;
}

/** What the test page's form posts: its hidden fields, as a browser sends them. */
function hiddenFieldsOf(html: string): Record<string, string> {
  const inputs = [...documentOf(html).querySelectorAll<HTMLInputElement>('form input[type="hidden"]')];
  return Object.fromEntries(inputs.map((input) => [input.name, input.value]));
}

async function testPageFields(fields: Record<string, string>): Promise<Record<string, string>> {
  const page = await postPaymentForm(app, fields);
  expect(page.statusCode).toBe(200);
  return hiddenFieldsOf(page.body);
}

/** Waits for the test to reach a quiet moment in which a late retry would have shown up. */
function longerThanAllRetries(): Promise<void> {
  const total = RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0);
  return new Promise((resolve) => setTimeout(resolve, total + 100));
}

describe('the sandbox refuses a form the real platform would refuse', () => {
  test('a forged signature: a French error page with HTTP 400, and nothing is notified', async () => {
    // The shop signed 49,00 €; someone on the way asks for 1,00 €.
    const forged = { ...form(), vads_amount: '100' };
    const response = await postPaymentForm(app, forged);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const page = documentOf(response.body);
    expect(page.documentElement.lang).toBe('fr');
    expect(page.querySelector('h1')?.textContent).toBe('Paiement impossible');
    expect(page.body.textContent).toContain('Le formulaire de paiement reçu de la boutique est invalide');
    expect(page.querySelector('dl')?.textContent).toMatch(/Code d’erreur\s*00/);
    expect(page.querySelectorAll('button')).toHaveLength(0);

    expect((await postOutcome(app, forged, 'accepted')).statusCode).toBe(400);
    await longerThanAllRetries();
    expect(deliveries).toHaveLength(0);
    expect(shop.received).toHaveLength(0);
  });

  test('a form signed with another key is refused as forged', async () => {
    const otherKey = signedPaymentForm(config.payment.siteId, 'une-autre-cle', shop.origin);
    const response = await postPaymentForm(app, otherKey);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('<code>signature</code>');
  });

  test.each(REQUIRED_FORM_FIELDS)('a form without %s is refused, naming the field', async (field) => {
    const response = await postPaymentForm(app, form({ [field]: undefined }));
    expect(response.statusCode).toBe(400);
    expect(documentOf(response.body).body.textContent).toContain(`Le champ obligatoire ${field} est absent.`);
  });

  test.each([
    ['an unknown site', { vads_site_id: '87654321' }, '02', 'Aucune boutique ne porte l’identifiant 87654321.'],
    ['a currency other than the euro', { vads_currency: '840' }, '10', 'Seuls les paiements en euros (978)'],
    ['another mode than the site’s', { vads_ctx_mode: 'PRODUCTION' }, '11', 'La boutique est en mode TEST'],
    ['an amount of zero', { vads_amount: '0' }, '09', 'nombre entier de centimes supérieur à zéro'],
    ['an amount in euros', { vads_amount: '49,00' }, '09', 'nombre entier de centimes'],
    ['a trans id of 5 characters', { vads_trans_id: '00042' }, '03', '6 caractères alphanumériques'],
    ['a date that does not exist', { vads_trans_date: '20260431101500' }, '04', 'AAAAMMJJHHMMSS'],
    ['a payment in instalments', { vads_payment_config: 'MULTI:first=100;count=3;period=30' }, '07', 'SINGLE'],
  ])('%s is refused with Lyra’s error code', async (_case, overrides, code, reason) => {
    const response = await postPaymentForm(app, form(overrides));
    expect(response.statusCode).toBe(400);
    const text = documentOf(response.body).querySelector('dl')?.textContent ?? '';
    expect(text).toMatch(new RegExp(`Code d’erreur\\s*${code}`));
    expect(text).toContain(reason);
  });

  test.each(['vads_url_check', 'vads_url_success', 'vads_url_return'])(
    'a form whose %s leads away from the shop is refused: the sandbox’s key is public, anyone can sign',
    async (field) => {
      const response = await postPaymentForm(app, form({ [field]: 'http://169.254.169.254/latest/meta-data/' }));
      expect(response.statusCode).toBe(400);
      expect(documentOf(response.body).body.textContent).toContain(
        `L’adresse ${field} doit être sur le site de la boutique (${shop.origin}).`,
      );
      expect(shop.received).toHaveLength(0);
    },
  );

  test('a test page whose hidden amount was changed is refused when the outcome is chosen, and nothing is notified', async () => {
    const carried = await testPageFields(form());
    const response = await postOutcome(app, { ...carried, vads_amount: '100' }, 'accepted');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('<code>signature</code>');
    expect(deliveries).toHaveLength(0);
    expect(shop.received).toHaveLength(0);
  });

  test('an outcome the page does not offer is refused and nothing is notified', async () => {
    const carried = await testPageFields(form());
    const response = await postOutcome(app, carried, 'CAPTURED');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Choisissez une des issues proposées sur la page de paiement.');
    expect(shop.received).toHaveLength(0);
  });
});

describe('the test page', () => {
  test('shows the merchant site, the order and the amount, and one button per outcome', async () => {
    const response = await postPaymentForm(app, form({ vads_shop_name: 'Portail de l’autoédition' }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const page = documentOf(response.body);
    expect(page.documentElement.lang).toBe('fr');
    expect(page.title).toContain('Paiement de test');
    expect(page.querySelector('h1')?.textContent).toBe('Paiement de test');
    const summary = Object.fromEntries(
      [...page.querySelectorAll('dl > div')].map((row) => [
        row.querySelector('dt')?.textContent,
        row.querySelector('dd')?.textContent,
      ]),
    );
    expect(summary).toEqual({
      'Site marchand': 'Portail de l’autoédition (site 12345678)',
      Commande: 'C-2026-000042',
      Client: 'auteur@example.org',
      Transaction: '000042',
      Montant: '49,00\u00a0€',
    });
    const buttons = [...page.querySelectorAll('button')].map((button) => button.textContent);
    expect(buttons).toEqual([
      'Carte acceptée',
      'Carte refusée',
      'Échec de l’authentification 3-D Secure',
      'Abandonner le paiement',
      'Paiement en attente de validation',
      'Erreur technique',
    ]);
  });

  test('carries the signed form through in hidden fields, unchanged', async () => {
    const fields = form();
    expect(await testPageFields(fields)).toEqual(fields);
  });

  test('works without script or inline style, under a CSP that forbids them', async () => {
    const response = await postPaymentForm(app, form());
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    const page = documentOf(response.body);
    expect(page.querySelectorAll('script, style, [style]')).toHaveLength(0);
    const stylesheet = page.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')?.getAttribute('href');
    expect(stylesheet).toBe(SANDBOX_STYLESHEET_PATH);
    const css = await app.inject({ method: 'GET', url: SANDBOX_STYLESHEET_PATH });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    const outcomeForm = page.querySelector('form');
    expect(outcomeForm?.getAttribute('method')).toBe('post');
    expect(outcomeForm?.getAttribute('action')).toBe('/paiement-test/vads-payment/issue');
    for (const button of page.querySelectorAll('button')) expect(button.getAttribute('type')).toBe('submit');
  });

  test('is accessible: headings, a legend for the outcomes, described buttons reachable by keyboard, no axe violation', async () => {
    const response = await postPaymentForm(app, form());
    const window = parseHtml(response.body, { runScripts: 'outside-only' });
    const page = window.document;
    expect([...page.querySelectorAll('h1, h2')].map((heading) => heading.textContent)).toEqual([
      'Paiement de test',
      'Récapitulatif',
      'Issue du paiement',
    ]);
    expect(page.querySelector('fieldset > legend')?.textContent).toBe('Issue du paiement');
    for (const button of page.querySelectorAll('button')) {
      expect(button.hasAttribute('disabled')).toBe(false);
      expect(button.getAttribute('tabindex')).toBeNull();
      const description = page.getElementById(button.getAttribute('aria-describedby') ?? '');
      expect(description?.textContent?.length).toBeGreaterThan(20);
    }
    window.eval(axe.source);
    const results = await (window.axe as typeof axe).run(page, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      // jsdom lays nothing out: contrast needs a browser.
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});

const EXPECTED = {
  accepted: { status: 'AUTHORISED', outcome: 'succeeded', url: 'succes', auth: '00', threeDS: 'Y', card: 'CB' },
  refused: { status: 'REFUSED', outcome: 'refused', url: 'refus', auth: '05', threeDS: 'Y', card: 'CB' },
  threeDSecureFailed: { status: 'REFUSED', outcome: 'refused', url: 'refus', auth: '', threeDS: 'N', card: 'CB' },
  abandoned: {
    status: 'ABANDONED',
    outcome: 'abandoned',
    url: 'abandon',
    auth: undefined,
    threeDS: undefined,
    card: '',
  },
  awaitingValidation: {
    status: 'AUTHORISED_TO_VALIDATE',
    outcome: 'pending',
    url: 'succes',
    auth: '00',
    threeDS: 'Y',
    card: 'CB',
  },
  technicalError: { status: 'NOT_CREATED', outcome: 'errored', url: 'erreur', auth: '', threeDS: '', card: 'CB' },
} as const;

describe('each outcome', () => {
  test.each(SANDBOX_OUTCOMES.map((outcome) => [outcome.label, outcome.id] as const))(
    '%s: a signed notification to the shop, then the browser back at its URL',
    async (_label, id) => {
      const expected = EXPECTED[id];
      const carried = await testPageFields(form());
      const response = await postOutcome(app, carried, id);

      expect(response.statusCode).toBe(303);
      const location = new URL(String(response.headers.location));
      expect(`${location.origin}${location.pathname}`).toBe(`${shop.origin}/paiement/${expected.url}`);
      const returned = Object.fromEntries(location.searchParams);
      expect(hasValidLyraSignature(returned, config.payment.key)).toBe(true);
      expect(returned.vads_trans_status).toBe(expected.status);
      expect(returned.vads_trans_id).toBe('000042');

      expect(deliveries).toHaveLength(1);
      const delivery = await deliveries[0]!;
      expect(delivery).toMatchObject({ delivered: true, attempts: [{ status: 200 }] });
      expect(shop.received).toHaveLength(1);
      const received = shop.received[0]!;
      expect(received.path).toBe('/api/Paiement/Paiement_Notification');
      expect(received.contentType).toBe('application/x-www-form-urlencoded');
      const notified = received.fields;
      expect(hasValidLyraSignature(notified, config.payment.key)).toBe(true);
      expect(hasValidLyraSignature(notified, 'une-autre-cle')).toBe(false);
      expect(notified.vads_trans_status).toBe(expected.status);
      expect(paymentOutcomeOfTransStatus(notified.vads_trans_status!)).toBe(expected.outcome);
      expect(notified).toMatchObject({
        vads_site_id: config.payment.siteId,
        vads_ctx_mode: 'TEST',
        vads_trans_id: '000042',
        vads_trans_date: '20261123101500',
        vads_amount: '4900',
        vads_currency: '978',
        vads_order_id: 'C-2026-000042',
        vads_cust_email: 'auteur@example.org',
        vads_operation_type: 'DEBIT',
        vads_url_check_src: 'PAY',
        vads_card_brand: expected.card,
      });
      expect(notified.vads_auth_result).toBe(expected.auth);
      expect(notified.vads_threeds_status).toBe(expected.threeDS);
      expect(notified.vads_trans_uuid).toMatch(/^[0-9a-f]{32}$/);
      expect(notified.vads_hash).toMatch(/^[0-9a-f]{64}$/);
      if (expected.card) expect(notified.vads_card_number).toMatch(/^497010X{6}\d{4}$/);
      // The return URLs are the shop's business with the browser, not part of what is notified.
      expect(
        Object.keys(notified).filter((name) => name.startsWith('vads_url_') && name !== 'vads_url_check_src'),
      ).toEqual([]);
      // What the browser brings back is the same transaction the shop was notified of.
      expect(returned.vads_trans_uuid).toBe(notified.vads_trans_uuid);
      expect(returned.vads_hash).toBeUndefined();
    },
  );

  test('a refusal and a failed 3-D Secure authentication differ by the authorisation asked and the authentication', async () => {
    await postOutcome(app, await testPageFields(form()), 'refused');
    await postOutcome(app, await testPageFields(form()), 'threeDSecureFailed');
    const [refused, failed] = shop.received.map((received) => received.fields);
    expect(refused).toMatchObject({ vads_trans_status: 'REFUSED', vads_auth_result: '05', vads_threeds_status: 'Y' });
    expect(failed).toMatchObject({ vads_trans_status: 'REFUSED', vads_auth_result: '', vads_threeds_status: 'N' });
  });

  test('each notification is a transaction of its own', async () => {
    await postOutcome(app, await testPageFields(form()), 'accepted');
    await postOutcome(app, await testPageFields(form()), 'accepted');
    const [first, second] = shop.received.map((received) => received.fields);
    expect(first!.vads_trans_uuid).not.toBe(second!.vads_trans_uuid);
    expect(first!.vads_hash).not.toBe(second!.vads_hash);
  });
});

describe('the return to the shop', () => {
  test('falls back to vads_url_return when the outcome has no URL of its own', async () => {
    const response = await postOutcome(app, await testPageFields(form({ vads_url_refused: undefined })), 'refused');
    expect(response.statusCode).toBe(303);
    expect(String(response.headers.location)).toMatch(new RegExp(`^${shop.origin}/paiement/retour\\?vads_`));
  });

  test('carries no result in the URL unless vads_return_mode asks for it', async () => {
    const response = await postOutcome(app, await testPageFields(form({ vads_return_mode: undefined })), 'accepted');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${shop.origin}/paiement/succes`);
    expect(shop.received).toHaveLength(1);
  });

  test('keeps a query string the shop put in its URL', async () => {
    const carried = await testPageFields(form({ vads_url_success: `${shop.origin}/payment/check?commande=42` }));
    const location = new URL(String((await postOutcome(app, carried, 'accepted')).headers.location));
    expect(location.searchParams.get('commande')).toBe('42');
    expect(location.searchParams.get('vads_trans_status')).toBe('AUTHORISED');
  });

  test('with vads_return_mode POST, a button posts the signed result to the shop', async () => {
    const response = await postOutcome(app, await testPageFields(form({ vads_return_mode: 'POST' })), 'abandoned');
    expect(response.statusCode).toBe(200);
    const page = documentOf(response.body);
    expect(page.querySelector('h1')?.textContent).toBe('Paiement terminé');
    const returnForm = page.querySelector('form');
    expect(returnForm?.getAttribute('action')).toBe(`${shop.origin}/paiement/abandon`);
    expect(returnForm?.querySelector('button')?.textContent).toBe('Retourner à la boutique');
    const returned = hiddenFieldsOf(response.body);
    expect(hasValidLyraSignature(returned, config.payment.key)).toBe(true);
    expect(returned.vads_trans_status).toBe('ABANDONED');
  });

  test('without any return URL, the sandbox shows the result itself', async () => {
    const carried = await testPageFields(
      form({
        vads_url_return: undefined,
        vads_url_success: undefined,
        vads_url_refused: undefined,
        vads_url_cancel: undefined,
        vads_url_error: undefined,
      }),
    );
    const response = await postOutcome(app, carried, 'accepted');
    expect(response.statusCode).toBe(200);
    expect(documentOf(response.body).body.textContent).toContain('La boutique a été notifiée de cette issue.');
    expect(shop.received).toHaveLength(1);
  });
});

describe('the delivery of the notification', () => {
  test('goes to vads_url_check when the form gives one', async () => {
    const carried = await testPageFields(form({ vads_url_check: `${shop.origin}/boutique/ipn` }));
    await postOutcome(app, carried, 'accepted');
    await deliveries[0];
    expect(shop.received.map((received) => received.path)).toEqual(['/boutique/ipn']);
  });

  test('is retried while the shop does not answer 2xx, and stops once it does', async () => {
    shop.answerWith(500, 503);
    const response = await postOutcome(app, await testPageFields(form()), 'accepted');
    // The browser is not held while the shop is down: it returns after the first attempt.
    expect(response.statusCode).toBe(303);
    const delivery = await deliveries[0]!;
    expect(delivery.delivered).toBe(true);
    expect(delivery.attempts).toEqual([{ status: 500 }, { status: 503 }, { status: 200 }]);
    await longerThanAllRetries();
    expect(shop.received).toHaveLength(3);
    // The same signed notification each time, as Lyra sends it again.
    expect(new Set(shop.received.map((received) => JSON.stringify(received.fields))).size).toBe(1);
    expect(logLines.join('')).toContain('payment notification not accepted');
  });

  test('is retried when the shop cannot be reached, then given up and logged', async () => {
    const unreachable = await closedOrigin();
    const portal = await buildPortal(unreachable);
    try {
      const carried = hiddenFieldsOf(
        (await postPaymentForm(portal.app, signedPaymentForm(config.payment.siteId, config.payment.key, unreachable)))
          .body,
      );
      const response = await postOutcome(portal.app, carried, 'accepted');
      expect(response.statusCode).toBe(303);
      const delivery = await deliveries[0]!;
      expect(delivery.url).toBe(`${unreachable}/api/Paiement/Paiement_Notification`);
      expect(delivery.delivered).toBe(false);
      expect(delivery.attempts).toHaveLength(1 + RETRY_DELAYS_MS.length);
      for (const attempt of delivery.attempts) expect(attempt).toHaveProperty('error');
      expect(logLines.join('')).toContain('payment notification given up');
    } finally {
      await portal.app.close();
    }
  });

  test('is given up after the last retry when the shop keeps failing', async () => {
    shop.answerWith(...Array<number>(1 + RETRY_DELAYS_MS.length).fill(500));
    await postOutcome(app, await testPageFields(form()), 'refused');
    const delivery = await deliveries[0]!;
    expect(delivery.delivered).toBe(false);
    expect(delivery.attempts).toHaveLength(1 + RETRY_DELAYS_MS.length);
    await longerThanAllRetries();
    expect(shop.received).toHaveLength(1 + RETRY_DELAYS_MS.length);
  });
});

describe('the sandbox is there only when no payment provider is configured', () => {
  test('the embedded portal lets its pages post the payment form to its own origin', async () => {
    const response = await app.inject({ method: 'GET', url: SANDBOX_STYLESHEET_PATH });
    expect(String(response.headers['content-security-policy'])).toContain(`form-action 'self' ${shop.origin}`);
  });

  test('with PAYMENT_URL, the portal has no sandbox and its pages may post to the provider', async () => {
    const { db, document } = await testContext();
    const withProvider = buildApp({
      config: readConfig({
        APPLICATION_KEY,
        DATABASE_URL: process.env.DATABASE_URL,
        PAYMENT_URL: 'https://secure.payzen.eu/vads-payment/',
        PAYMENT_KEY: 'cle-de-la-boutique',
        PAYMENT_SITE_ID: '11112222',
      }),
      db,
      document,
      verifyAccessToken: testVerifier,
    });
    try {
      const response = await postPaymentForm(
        withProvider,
        signedPaymentForm('11112222', 'cle-de-la-boutique', shop.origin),
      );
      expect(response.statusCode).toBe(404);
      expect(String(response.headers['content-security-policy'])).toContain(
        "form-action 'self' https://secure.payzen.eu",
      );
      expect(response.body).not.toContain('Paiement de test');
    } finally {
      await withProvider.close();
    }
  });

  test('the form is taken where the shop posts it', () => {
    expect(config.payment.url).toBe(`${config.publicUrl}${SANDBOX_FORM_PATH}`);
  });
});
