import { resolve } from 'node:path';

/** The key the embedded portal accepts and its built application sends, unless APPLICATION_KEY says otherwise. */
export const DEFAULT_APPLICATION_KEY = 'portail-local-2026';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  applicationKey: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  oidcIssuer: string | undefined;
  oidcClientId: string | undefined;
  /** Where contact messages are sent. */
  supportEmail: string;
  /** The sender of the portal's e-mails. */
  mailFrom: string;
  /** SEED_DEMO_DATA: load the demo data into an empty database; unset means in embedded mode only. */
  seedDemoData: boolean | undefined;
  /** Fastify's `trustProxy`: only when a proxy in front of the portal sets X-Forwarded-For. */
  trustProxy: boolean | string;
}

/** TRUST_PROXY: `true`, or the proxies' addresses or ranges separated by commas; unset means no proxy. */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    applicationKey: env.APPLICATION_KEY ?? DEFAULT_APPLICATION_KEY,
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    oidcIssuer: env.OIDC_ISSUER || undefined,
    oidcClientId: env.OIDC_CLIENT_ID || undefined,
    supportEmail: env.SUPPORT_EMAIL || 'support@example.org',
    mailFrom: env.MAIL_FROM || 'Portail de l’autoédition <ne-pas-repondre@example.org>',
    seedDemoData: env.SEED_DEMO_DATA ? env.SEED_DEMO_DATA === 'true' : undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}
