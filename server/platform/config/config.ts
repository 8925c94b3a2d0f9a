import { resolve } from 'node:path';
import { readSeller, type SellerIdentity } from './seller.ts';
import { checkProductionCatalogue, readCatalogue, type CatalogueConfig } from './catalogue.ts';
import { DEFAULT_ROLE_NAMES, type RoleNames } from '../../../domain/identity/roles.ts';
import { UPLOAD_QUOTA } from '../../../domain/publication/uploadLimits.ts';
import { REDUCTION_CODE_RATE } from '../../../domain/basket/reductionCodeRate.ts';

/** The key the embedded portal accepts and its built application sends, unless APPLICATION_KEY says otherwise. */
export const DEFAULT_APPLICATION_KEY = 'portail-local-2026';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** What one account may keep in uploaded files; tests lower it. */
  uploadQuota: { maxFiles: number; maxBytes: number };
  /** How many reduction codes one account may try in a window; tests that try many raise it. */
  reductionCodeRate: { max: number; timeWindowMs: number };
  applicationKey: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  /** NODE_ENV=production: no demo accounts, no mailbox page, a real SMTP relay required. */
  production: boolean;
  /** Whether `/dev/outbox` lists the e-mails: outside production without SMTP_URL, or with DEV_OUTBOX=true. */
  devOutbox: boolean;
  /** PUBLIC_URL: the portal's origin as browsers reach it (no trailing slash); `http://HOST:PORT` by default. */
  publicUrl: string;
  /** OIDC_ISSUER: an external provider (Keycloak realm); unset means the embedded provider at `${publicUrl}/oidc`. */
  oidcIssuer: string | undefined;
  /** OIDC_CLIENT_ID: the portal's public client; `portail` by default. */
  oidcClientId: string;
  /** OIDC_AUDIENCE: the audience every access token must carry for the API (`urn:portail:api` by default). */
  oidcAudience: string;
  /** ROLE_FRONTOFFICE and ROLE_BACKOFFICE: the role names the provider issues. */
  roles: RoleNames;
  /** KEYCLOAK_ADMIN_CLIENT_ID and KEYCLOAK_ADMIN_CLIENT_SECRET: the service account the portal manages Keycloak users with. */
  keycloakAdmin: { clientId: string; clientSecret: string } | undefined;
  /** Where contact messages are sent. */
  supportEmail: string;
  /** The sender of the portal's e-mails. */
  mailFrom: string;
  /** SEED_DEMO_DATA: load the demo data into an empty database; unset means in embedded mode only, never in production. */
  seedDemoData: boolean | undefined;
  /** Fastify's `trustProxy`: only when a proxy in front of the portal sets X-Forwarded-For. */
  trustProxy: boolean | string;
  /** PAYMENT_URL, PAYMENT_SITE_ID, PAYMENT_KEY, PAYMENT_MODE: the payment provider speaking the Lyra form protocol. */
  payment: PaymentConfig;
  /** CATALOGUE_*: the referencing provider's intake that deliveries go to; the embedded catalogue sandbox by default. */
  catalogue: CatalogueConfig;
  /**
   * SELLER_*: the seller and publisher of the portal, the one source of its identity for invoices, e-mails, the
   * legal notice, the CGV and the ONIX header (name, address, SIREN, VAT number, legal form, capital, RCS, contact,
   * publication director, host, mediator).
   */
  seller: SellerIdentity;
  /**
   * PRICE_NOTICE_MONTHS: how many months ahead an author announces a new price (1 by default: the Médiateur du livre
   * recommends a month's notice to booksellers); 0 lets a change apply tomorrow at the earliest.
   */
  priceNoticeMonths: number;
}

export type PaymentMode = 'TEST' | 'PRODUCTION';

export interface PaymentConfig {
  /** The provider's payment form, where the browser posts the signed fields; the embedded sandbox by default. */
  url: string;
  siteId: string;
  /** The key signing forms and notifications (HMAC-SHA-256). */
  key: string;
  mode: PaymentMode;
  /**
   * The provider's REST web services (`…/api-payment/`, where `V4/Transaction/CancelOrRefund` lives) and their
   * password, apart from the signing key; the embedded sandbox's by default, none for a real provider without them.
   */
  api: { url: string; password: string } | undefined;
}

/** The embedded sandbox provider's site and key: public test values, worth nothing with a real provider. */
export const SANDBOX_PAYMENT_SITE_ID = '12345678';
export const SANDBOX_PAYMENT_KEY = 'cle-de-test-du-bac-a-sable-2026';

/** The embedded sandbox's web-service password: a public test value too. */
export const SANDBOX_PAYMENT_API_PASSWORD = 'testpassword_bac-a-sable-2026';

/** Where the embedded sandbox provider answers the REST web services. */
export function sandboxPaymentApiUrl(publicUrl: string): string {
  return `${publicUrl}/paiement-test/api-payment/`;
}

/** Where the embedded sandbox provider takes the payment form. */
export function sandboxPaymentUrl(publicUrl: string): string {
  return `${publicUrl}/paiement-test/vads-payment/`;
}

function readPaymentMode(value: string | undefined): PaymentMode {
  if (!value || value === 'TEST') return 'TEST';
  if (value === 'PRODUCTION') return 'PRODUCTION';
  throw new Error('PAYMENT_MODE vaut TEST ou PRODUCTION.');
}

/** PAYMENT_API_URL and PAYMENT_API_PASSWORD go together; the sandbox's are the default with the sandbox only. */
function readPaymentApi(env: NodeJS.ProcessEnv, sandboxPublicUrl: string | undefined): PaymentConfig['api'] {
  const url = env.PAYMENT_API_URL || undefined;
  if (url && !env.PAYMENT_API_PASSWORD) {
    throw new Error('PAYMENT_API_PASSWORD est requis quand PAYMENT_API_URL est défini.');
  }
  if (url) return { url: url.endsWith('/') ? url : `${url}/`, password: env.PAYMENT_API_PASSWORD ?? '' };
  if (sandboxPublicUrl === undefined) return undefined;
  return { url: sandboxPaymentApiUrl(sandboxPublicUrl), password: SANDBOX_PAYMENT_API_PASSWORD };
}

function readPayment(env: NodeJS.ProcessEnv, publicUrl: string): PaymentConfig {
  const url = env.PAYMENT_URL || undefined;
  // The sandbox's key is public: a real provider signs with the shop's own, which nothing can guess.
  if (url && !env.PAYMENT_KEY) throw new Error('PAYMENT_KEY est requis quand PAYMENT_URL est défini.');
  return {
    url: url ?? sandboxPaymentUrl(publicUrl),
    siteId: env.PAYMENT_SITE_ID || SANDBOX_PAYMENT_SITE_ID,
    key: env.PAYMENT_KEY || SANDBOX_PAYMENT_KEY,
    mode: readPaymentMode(env.PAYMENT_MODE),
    api: readPaymentApi(env, url === undefined ? publicUrl : undefined),
  };
}

/** TRUST_PROXY: `true`, or the proxies' addresses or ranges separated by commas; unset means no proxy. */
/** PRICE_NOTICE_MONTHS: a whole number of months, 0 to 12. */
function readPriceNoticeMonths(text: string | undefined): number {
  if (!text) return DEFAULT_PRICE_NOTICE_MONTHS;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > 12) {
    throw new Error('PRICE_NOTICE_MONTHS est un nombre entier de mois, de 0 à 12.');
  }
  return value;
}

/** The notice of a new price, in months, unless PRICE_NOTICE_MONTHS says otherwise. */
export const DEFAULT_PRICE_NOTICE_MONTHS = 1;

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value;
}

/** The audience of the portal's API in access tokens, unless OIDC_AUDIENCE says otherwise. */
export const DEFAULT_API_AUDIENCE = 'urn:portail:api';

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);

/** A browser cannot reach a wildcard address: the default public URL names the loopback instead. */
function defaultPublicUrl(host: string, port: number): string {
  const reachable = WILDCARD_HOSTS.has(host) ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${reachable}:${port}`;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function readKeycloakAdmin(env: NodeJS.ProcessEnv): ServerConfig['keycloakAdmin'] {
  const clientId = env.KEYCLOAK_ADMIN_CLIENT_ID;
  const clientSecret = env.KEYCLOAK_ADMIN_CLIENT_SECRET;
  return clientId && clientSecret ? { clientId, clientSecret } : undefined;
}

/** DEV_OUTBOX: `true` or `false`; unset means the page exists outside production and without a relay. */
function readDevOutbox(env: NodeJS.ProcessEnv, production: boolean, smtpUrl: string | undefined): boolean {
  if (env.DEV_OUTBOX) return env.DEV_OUTBOX === 'true';
  return !production && !smtpUrl;
}

/** Production refuses what only suits a developer's machine, rather than running with it unnoticed. */
function checkProduction(env: NodeJS.ProcessEnv): void {
  if (!env.SMTP_URL) {
    throw new Error(
      'SMTP_URL est requis quand NODE_ENV=production : définissez le relais d’envoi des e-mails (smtp://…), ' +
        'sans lui aucun e-mail ne partirait.',
    );
  }
  // The demo accounts' password is printed in the README.
  if (env.SEED_DEMO_DATA === 'true') {
    throw new Error(
      'SEED_DEMO_DATA=true est refusé quand NODE_ENV=production : le mot de passe des comptes de démonstration est public.',
    );
  }
  checkProductionPayment(env);
  checkProductionCatalogue(env);
}

/**
 * What production needs of the payment provider: its form, the shop's site and key, the mode said out loud, and its
 * web services, without which the back office cannot cancel an attempt a payment awaits.
 */
export const PRODUCTION_PAYMENT_VARIABLES = [
  'PAYMENT_URL',
  'PAYMENT_SITE_ID',
  'PAYMENT_KEY',
  'PAYMENT_MODE',
  'PAYMENT_API_URL',
  'PAYMENT_API_PASSWORD',
] as const;

/** Production never pays through the embedded sandbox, whose key is public and signs any order as paid. */
function checkProductionPayment(env: NodeJS.ProcessEnv): void {
  const missing = PRODUCTION_PAYMENT_VARIABLES.filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new Error(
      `${missing.join(', ')} ${missing.length > 1 ? 'sont requis' : 'est requis'} quand NODE_ENV=production : ` +
        'définissez le prestataire de paiement (formulaire, boutique, clé, mode et services web), ' +
        'le bac à sable de paiement n’est jamais servi en production.',
    );
  }
  if (env.PAYMENT_KEY === SANDBOX_PAYMENT_KEY || env.PAYMENT_API_PASSWORD === SANDBOX_PAYMENT_API_PASSWORD) {
    throw new Error(
      'PAYMENT_KEY et PAYMENT_API_PASSWORD ne peuvent pas valoir ceux du bac à sable quand NODE_ENV=production : ' +
        'ils sont publics, n’importe qui pourrait signer un paiement.',
    );
  }
}

/** Said at every start of a production server whose payments are only tests. */
export const PAYMENT_TEST_MODE_WARNING =
  'PAYMENT_MODE=TEST en production : les paiements sont des essais, aucune commande n’est réellement encaissée.';

/** Whether the demo accounts and their data go into an empty database: never in production. */
export function seedsDemoData(
  config: Pick<ServerConfig, 'production' | 'seedDemoData'>,
  driver: 'pglite' | 'postgres',
): boolean {
  if (config.production) return false;
  return config.seedDemoData ?? driver === 'pglite';
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  if (production) checkProduction(env);
  const smtpUrl = env.SMTP_URL || undefined;
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? '127.0.0.1';
  const oidcIssuer = env.OIDC_ISSUER ? withoutTrailingSlash(env.OIDC_ISSUER) : undefined;
  // Keycloak knows the portal under the client id it was given: guessing one would only fail later.
  if (oidcIssuer && !env.OIDC_CLIENT_ID) throw new Error('OIDC_CLIENT_ID est requis quand OIDC_ISSUER est défini.');
  const publicUrl = withoutTrailingSlash(env.PUBLIC_URL || defaultPublicUrl(host, port));
  return {
    port,
    host,
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    uploadQuota: { maxFiles: UPLOAD_QUOTA.maxFiles, maxBytes: UPLOAD_QUOTA.maxBytes },
    reductionCodeRate: { max: REDUCTION_CODE_RATE.max, timeWindowMs: REDUCTION_CODE_RATE.timeWindowMs },
    applicationKey: env.APPLICATION_KEY ?? DEFAULT_APPLICATION_KEY,
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl,
    production,
    devOutbox: readDevOutbox(env, production, smtpUrl),
    publicUrl,
    oidcIssuer,
    oidcClientId: env.OIDC_CLIENT_ID || 'portail',
    oidcAudience: env.OIDC_AUDIENCE || DEFAULT_API_AUDIENCE,
    roles: {
      frontOffice: env.ROLE_FRONTOFFICE || DEFAULT_ROLE_NAMES.frontOffice,
      backOffice: env.ROLE_BACKOFFICE || DEFAULT_ROLE_NAMES.backOffice,
    },
    keycloakAdmin: readKeycloakAdmin(env),
    supportEmail: env.SUPPORT_EMAIL || 'support@example.org',
    mailFrom: env.MAIL_FROM || 'Portail de l’autoédition <ne-pas-repondre@example.org>',
    seedDemoData: env.SEED_DEMO_DATA ? env.SEED_DEMO_DATA === 'true' : undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    seller: readSeller(env),
    payment: readPayment(env, publicUrl),
    catalogue: readCatalogue(env, publicUrl),
    priceNoticeMonths: readPriceNoticeMonths(env.PRICE_NOTICE_MONTHS),
  };
}
