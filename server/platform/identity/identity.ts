import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import type Provider from 'oidc-provider';
import type { ServerConfig } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Directory } from './directory.ts';
import { createEmbeddedDirectory } from './embeddedDirectory.ts';
import {
  createEmbeddedProvider,
  EMBEDDED_PROVIDER_PATH,
  embeddedIssuer,
  INTERACTION_PATH,
} from './embeddedProvider.ts';
import { registerInteractionRoutes } from './interactionRoutes.ts';
import { PASSWORD_RESET_PATHS } from './passwordResetPaths.ts';
import { registerPasswordResetRoutes } from './passwordReset/passwordResetRoutes.ts';
import { purgeResetLinks } from './passwordReset/resetLinks.ts';
import { registerSilentCallback } from './silentCallbackRoute.ts';
import { createKeycloakDirectory } from './keycloakDirectory.ts';
import { checkKeycloakResetFlow } from './keycloakRealmCheck.ts';
import { purgeExpiredOidcPayloads } from './oidcAdapter.ts';
import { purgeSignInFailures } from './signInSlowdown.ts';
import { loadOidcSecrets, publicJwks, type OidcSecrets } from './oidcSecrets.ts';
import { registerUiAssets } from './ui/assets.ts';
import { renderMessagePage, SIGN_IN_MESSAGES, UI_PATH } from './ui/pages.ts';
import { createJwtVerifier, type AccessTokenVerifier } from './verifyAccessToken.ts';

/** What the browser needs to sign in, whichever provider is in use (`GET /auth/config.json`). */
export const AUTH_CONFIG_PATH = '/auth/config.json';

/**
 * Paths under the provider's that Fastify serves (the sign-in pages, « Mot de passe oublié ? » and their assets), as
 * middie hands them over: without `/oidc`.
 */
const FASTIFY_SUBPATHS = [
  `${INTERACTION_PATH.slice(EMBEDDED_PROVIDER_PATH.length)}/`,
  `${UI_PATH.slice(EMBEDDED_PROVIDER_PATH.length)}/`,
  `${PASSWORD_RESET_PATHS.base.slice(EMBEDDED_PROVIDER_PATH.length)}/`,
];

const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export interface Identity {
  mode: 'embedded' | 'keycloak';
  issuer: string;
  verifyAccessToken: AccessTokenVerifier;
  directory: Directory;
  /**
   * Adds the provider (embedded mode), its pages and the browser's configuration to the application; the mailer
   * sends the embedded provider's « Mot de passe oublié ? » e-mails.
   */
  register(app: FastifyInstance, services: { mailer: Mailer }): void;
}

/** Memoises an asynchronous value; a failure is not kept, so the next caller tries again. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    value ??= load().catch((error: unknown) => {
      value = undefined;
      throw error;
    });
    return value;
  };
}

/**
 * What both modes serve: the browser's configuration, the page that receives a silent sign-in, and the assets of
 * the server-rendered pages.
 */
function registerCommon(app: FastifyInstance, config: ServerConfig, issuer: string): void {
  registerUiAssets(app);
  registerSilentCallback(app);
  const body = {
    issuer,
    clientId: config.oidcClientId,
    roles: { frontOffice: config.roles.frontOffice, backOffice: config.roles.backOffice },
  };
  app.get(AUTH_CONFIG_PATH, (_request, reply) => reply.header('cache-control', 'no-cache').send(body));
}

/** Keycloak publishes its key set's address in its discovery document. */
async function remoteKeySet(issuer: string): Promise<JWTVerifyGetKey> {
  const response = await fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`discovery of ${issuer} answered ${response.status}`);
  const { jwks_uri: jwksUri } = (await response.json()) as { jwks_uri?: string };
  if (!jwksUri) throw new Error(`discovery of ${issuer} has no jwks_uri`);
  return createRemoteJWKSet(new URL(jwksUri));
}

function keycloakIdentity(config: ServerConfig, issuer: string): Identity {
  if (!config.keycloakAdmin) {
    throw new Error('KEYCLOAK_ADMIN_CLIENT_ID et KEYCLOAK_ADMIN_CLIENT_SECRET sont requis avec OIDC_ISSUER.');
  }
  const directory = createKeycloakDirectory({
    issuer,
    admin: config.keycloakAdmin,
    frontOfficeRole: config.roles.frontOffice,
    backOfficeRole: config.roles.backOffice,
  });
  return {
    mode: 'keycloak',
    issuer,
    verifyAccessToken: createJwtVerifier({
      issuer,
      audience: config.oidcAudience,
      clientId: config.oidcClientId,
      keys: once(() => remoteKeySet(issuer)),
    }),
    directory,
    register(app) {
      registerCommon(app, config, issuer);
      // Not awaited: the portal starts whatever Keycloak answers.
      app.addHook('onReady', async () => {
        void checkKeycloakResetFlow(directory, app.log);
      });
    },
  };
}

function embeddedIdentity(config: ServerConfig, db: Database): Identity {
  const issuer = embeddedIssuer(config);
  const directory = createEmbeddedDirectory(db);
  // Keys and provider are read from the database on first use, not at start-up: the application
  // starts (and says what is wrong) even while the database is unreachable.
  const secrets = once<OidcSecrets>(() => loadOidcSecrets(db));
  const provider = once<{ provider: Provider; callback: ReturnType<Provider['callback']> }>(async () => {
    const created = createEmbeddedProvider({ config, db, secrets: await secrets() });
    await purgeExpiredOidcPayloads(db);
    return { provider: created, callback: created.callback() };
  });

  function register(app: FastifyInstance, { mailer }: { mailer: Mailer }): void {
    registerCommon(app, config, issuer);
    registerInteractionRoutes(app, { config, db, directory, provider: async () => (await provider()).provider });
    registerPasswordResetRoutes(app, { config, db, directory, mailer });

    const purge = setInterval(() => {
      purgeExpiredOidcPayloads(db).catch((error: unknown) =>
        app.log.warn({ err: error }, 'purge of expired OIDC state failed'),
      );
      purgeSignInFailures(db).catch((error: unknown) =>
        app.log.warn({ err: error }, 'purge of old sign-in failures failed'),
      );
      purgeResetLinks(db).catch((error: unknown) =>
        app.log.warn({ err: error }, 'purge of old password reset links failed'),
      );
    }, PURGE_INTERVAL_MS);
    purge.unref();
    app.addHook('onClose', async () => clearInterval(purge));

    // Mounted under its path, never at the root: there it would answer before Fastify's routes.
    app.register(middie).after((error) => {
      if (error) throw error;
      app.use(EMBEDDED_PROVIDER_PATH, (req, res, next) => {
        const path = req.url ?? '/';
        if (FASTIFY_SUBPATHS.some((prefix) => path.startsWith(prefix))) {
          next();
          return;
        }
        provider().then(
          ({ callback }) => callback(req, res),
          (failure: unknown) => {
            app.log.error({ err: failure }, 'embedded identity provider unavailable');
            res.statusCode = 503;
            res.setHeader('content-type', 'text/html; charset=utf-8');
            res.end(
              renderMessagePage({
                publicUrl: config.publicUrl,
                title: 'Connexion',
                message: SIGN_IN_MESSAGES.unavailable,
              }),
            );
          },
        );
      });
    });
  }

  return {
    mode: 'embedded',
    issuer,
    verifyAccessToken: createJwtVerifier({
      issuer,
      audience: config.oidcAudience,
      clientId: config.oidcClientId,
      keys: once(async () => createLocalJWKSet(publicJwks((await secrets()).signingKeys))),
    }),
    directory,
    register,
  };
}

/**
 * The portal's identity: Keycloak when OIDC_ISSUER is set (the embedded provider is then not
 * mounted), the embedded oidc-provider otherwise.
 */
export function createIdentity(config: ServerConfig, db: Database): Identity {
  return config.oidcIssuer ? keycloakIdentity(config, config.oidcIssuer) : embeddedIdentity(config, db);
}
