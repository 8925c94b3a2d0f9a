import { createRequire } from 'node:module';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { signLyraFields } from '../../server/areas/payment/lyraSignature.ts';
import { SANDBOX_FORM_PATH, SANDBOX_OUTCOME_PATH } from '../../server/areas/paymentSandbox/paths.ts';

/** The little of jsdom's window these tests use: jsdom ships no types, and the project has no @types/jsdom. */
export interface ParsedWindow {
  document: Document;
  eval(code: string): unknown;
  /** axe-core, once its source is evaluated in the window. */
  axe?: unknown;
}

const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string, options?: { runScripts?: 'outside-only' }) => { window: ParsedWindow };
};

/** A page as a browser would parse it (no layout, no style). */
export function parseHtml(html: string, options: { runScripts?: 'outside-only' } = {}): ParsedWindow {
  return new JSDOM(html, options).window;
}

/** A notification as the shop received it. */
export interface ReceivedNotification {
  path: string;
  contentType: string | undefined;
  fields: Record<string, string>;
}

/**
 * A shop standing in for the portal's notification call: it records what it receives and answers the statuses it
 * is told to, one per request (200 once they run out).
 */
export interface ShopStandIn {
  origin: string;
  received: ReceivedNotification[];
  answerWith(...statuses: number[]): void;
  reset(): void;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
}

export async function startShopStandIn(): Promise<ShopStandIn> {
  const received: ReceivedNotification[] = [];
  let statuses: number[] = [];
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      received.push({
        path: request.url ?? '',
        contentType: request.headers['content-type'],
        fields: Object.fromEntries(new URLSearchParams(body)),
      });
      response.writeHead(statuses.shift() ?? 200, { 'content-type': 'application/json' });
      response.end('{}');
    });
  });
  const origin = await listen(server);
  return {
    origin,
    received,
    answerWith: (...next) => {
      statuses = next;
    },
    reset: () => {
      received.length = 0;
      statuses = [];
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** An address nothing listens on: a port just given up by a server that closed. */
export async function closedOrigin(): Promise<string> {
  const server = createServer();
  const origin = await listen(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return origin;
}

/** The `vads_*` form the shop at `shopOrigin` posts for an order of 49,00 €, before signing. */
export function paymentFormFields(
  siteId: string,
  shopOrigin: string,
  overrides: Record<string, string | undefined> = {},
) {
  const fields: Record<string, string | undefined> = {
    vads_action_mode: 'INTERACTIVE',
    vads_amount: '4900',
    vads_ctx_mode: 'TEST',
    vads_currency: '978',
    vads_cust_email: 'auteur@example.org',
    vads_language: 'fr',
    vads_order_id: 'C-2026-000042',
    vads_page_action: 'PAYMENT',
    vads_payment_config: 'SINGLE',
    vads_return_mode: 'GET',
    vads_site_id: siteId,
    vads_trans_date: '20261123101500',
    vads_trans_id: '000042',
    vads_url_cancel: `${shopOrigin}/paiement/abandon`,
    vads_url_error: `${shopOrigin}/paiement/erreur`,
    vads_url_refused: `${shopOrigin}/paiement/refus`,
    vads_url_return: `${shopOrigin}/paiement/retour`,
    vads_url_success: `${shopOrigin}/paiement/succes`,
    vads_version: 'V2',
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

export function signedPaymentForm(
  siteId: string,
  key: string,
  shopOrigin: string,
  overrides: Record<string, string | undefined> = {},
) {
  return signLyraFields(paymentFormFields(siteId, shopOrigin, overrides), key);
}

function postForm(app: FastifyInstance, url: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** The browser posting the shop's form to the sandbox. */
export function postPaymentForm(app: FastifyInstance, fields: Record<string, string>): Promise<LightMyRequestResponse> {
  return postForm(app, SANDBOX_FORM_PATH, fields);
}

/** The browser pressing one of the test page's buttons: the page's hidden fields and the button's value. */
export function postOutcome(
  app: FastifyInstance,
  fields: Record<string, string>,
  issue: string,
): Promise<LightMyRequestResponse> {
  return postForm(app, SANDBOX_OUTCOME_PATH, { ...fields, issue });
}
