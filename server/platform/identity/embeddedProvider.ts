import { eq } from 'drizzle-orm';
import Provider, { errors, type Account, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { ServerConfig } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import { comptes } from '../db/schema.ts';
import { createOidcAdapterFactory } from './oidcAdapter.ts';
import type { OidcSecrets } from './oidcSecrets.ts';
import { IDENTITY_PATHS } from '../../../domain/identity/paths.ts';
import { isRoleKind, roleName } from '../../../domain/identity/roles.ts';
import { renderMessagePage, renderSignOutPage } from './ui/pages.ts';

/** Where the provider is mounted; its issuer's path is the same. */
export const EMBEDDED_PROVIDER_PATH = '/oidc';
/** The sign-in pages, served by Fastify under the provider's path (so its interaction cookie reaches them). */
export const INTERACTION_PATH = `${EMBEDDED_PROVIDER_PATH}/interaction`;

/** About five minutes, as the portal's silent renewal by refresh token expects. */
export const ACCESS_TOKEN_TTL = 5 * 60;
/** A working day: past it, the user signs in again whatever the refresh tokens say. */
const SESSION_TTL = 10 * 60 * 60;

export function embeddedIssuer(config: ServerConfig): string {
  return `${config.publicUrl}${EMBEDDED_PROVIDER_PATH}`;
}

interface TokenAccount {
  id: number;
  login: string;
  prenom: string;
  nom: string;
  role: string;
  confirme: boolean;
}

async function findTokenAccount(db: Database, accountId: string | undefined): Promise<TokenAccount | undefined> {
  const id = Number(accountId);
  if (!Number.isSafeInteger(id) || id < 1) return undefined;
  const [row] = await db
    .select({
      id: comptes.id,
      login: comptes.login,
      prenom: comptes.prenom,
      nom: comptes.nom,
      role: comptes.role,
      confirme: comptes.confirme,
    })
    .from(comptes)
    .where(eq(comptes.id, id));
  // An account that has not been confirmed, or no longer exists, gets no token, even from an old session.
  return row?.confirme ? row : undefined;
}

/**
 * The provider writes its addresses (the discovery document's endpoints, the sign-out form's action) from the
 * request's host and scheme. They are PUBLIC_URL's, whatever the Host or X-Forwarded-* headers a client sends: a
 * forged Host would otherwise publish endpoints elsewhere. Behind a proxy that terminates TLS, the https scheme
 * comes from PUBLIC_URL too.
 */
function pinPublicOrigin(provider: Provider, publicUrl: string): void {
  const { host, protocol } = new URL(publicUrl);
  provider.proxy = true;
  provider.use(async (ctx, next) => {
    ctx.request.headers.host = host;
    ctx.request.headers['x-forwarded-host'] = host;
    ctx.request.headers['x-forwarded-proto'] = protocol.slice(0, -1);
    await next();
  });
}

function html(ctx: KoaContextWithOIDC, status: number, body: string): void {
  ctx.type = 'html';
  ctx.status = status;
  ctx.body = body;
}

/**
 * oidc-provider configured as a Keycloak realm would be for the portal: one public client using the
 * authorisation code with PKCE, JWT access tokens for the API (audience `OIDC_AUDIENCE`) carrying
 * Keycloak's role and name claims, refresh tokens rotated at each use, RP-initiated logout. Its state
 * lives in the database; its keys are the ones given (kept in the database too).
 */
export function createEmbeddedProvider(options: {
  config: ServerConfig;
  db: Database;
  secrets: OidcSecrets;
}): Provider {
  const { config, db, secrets } = options;
  const clientId = config.oidcClientId;
  const audience = config.oidcAudience;
  const portalOrigin = new URL(config.publicUrl).origin;

  const configuration: Configuration = {
    adapter: createOidcAdapterFactory(db),
    clients: [
      {
        client_id: clientId,
        client_name: 'Portail de l’autoédition',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // The sign-in's return, and a new tab's silent sign-in (prompt=none) in a hidden frame.
        redirect_uris: [
          `${config.publicUrl}${IDENTITY_PATHS.callback}`,
          `${config.publicUrl}${IDENTITY_PATHS.silentCallback}`,
        ],
        post_logout_redirect_uris: [`${config.publicUrl}/`],
      },
    ],
    jwks: { keys: secrets.signingKeys as NonNullable<Configuration['jwks']>['keys'] },
    cookies: {
      keys: secrets.cookieKeys,
      // The session cookie concerns the provider only: the portal's pages and API never receive it.
      long: { httpOnly: true, sameSite: 'lax', signed: true, path: EMBEDDED_PROVIDER_PATH },
      short: { httpOnly: true, sameSite: 'lax', signed: true },
    },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: {
      openid: ['sub'],
      profile: ['preferred_username', 'given_name', 'family_name', 'name'],
      email: ['email', 'email_verified'],
    },
    // Like Keycloak's, the ID token carries the profile: the browser reads preferred_username from it.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // The portal runs on one origin; a page elsewhere has no business calling the token endpoint.
    clientBasedCORS: (_ctx, origin) => origin === portalOrigin,
    async findAccount(_ctx, sub): Promise<Account | undefined> {
      const account = await findTokenAccount(db, sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          preferred_username: account.login,
          given_name: account.prenom,
          family_name: account.nom,
          name: `${account.prenom} ${account.nom}`,
          email: account.login,
          email_verified: account.confirme,
        }),
      };
    },
    async extraTokenClaims(ctx, token) {
      if (token.kind !== 'AccessToken') return undefined;
      const account = await findTokenAccount(db, token.accountId);
      if (!account) return undefined;
      const roles = isRoleKind(account.role) ? [roleName(account.role, config.roles)] : [];
      // When the person last typed their password, as Keycloak's access tokens say it: the code or the refresh
      // token being exchanged carries it, and a refresh keeps the sign-in's time.
      const { AuthorizationCode: code, RefreshToken: refreshToken } = ctx.oidc.entities;
      const authTime = code?.authTime ?? refreshToken?.authTime;
      return {
        ...(typeof authTime === 'number' ? { auth_time: authTime } : {}),
        azp: clientId,
        realm_access: { roles },
        resource_access: { [clientId]: { roles } },
        preferred_username: account.login,
        given_name: account.prenom,
        family_name: account.nom,
        email: account.login,
      };
    },
    // The portal is a public web client without offline_access: its refresh tokens end with the session.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL,
      AuthorizationCode: 60,
      IdToken: ACCESS_TOKEN_TTL,
      Interaction: 30 * 60,
      Session: SESSION_TTL,
      Grant: SESSION_TTL,
      // A rotated token inherits what is left of its predecessor's life: rotation never extends a session.
      RefreshToken: (ctx) => ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? SESSION_TTL,
    },
    interactions: { url: (_ctx, interaction) => `${INTERACTION_PATH}/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== audience) throw new errors.InvalidTarget();
          return {
            // As in Keycloak, the access token (and the token response) name the OpenID scopes granted.
            scope: 'openid profile email',
            audience,
            accessTokenTTL: ACCESS_TOKEN_TTL,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx, form) {
          const confirmAutomatically = ctx.oidc.entities.IdTokenHint !== undefined;
          html(ctx, 200, renderSignOutPage({ publicUrl: config.publicUrl, form, confirmAutomatically }));
        },
        postLogoutSuccessSource(ctx) {
          html(
            ctx,
            200,
            renderMessagePage({
              publicUrl: config.publicUrl,
              title: 'Déconnexion',
              message: 'Vous êtes déconnecté du portail.',
            }),
          );
        },
      },
    },
    renderError(ctx, out) {
      html(
        ctx,
        ctx.status >= 400 ? ctx.status : 400,
        renderMessagePage({
          publicUrl: config.publicUrl,
          title: 'Connexion impossible',
          message: 'La demande de connexion n’a pas pu aboutir. Retournez sur le portail et réessayez.',
          detail: `Code de l’erreur : ${String(out.error ?? 'inconnu')}`,
        }),
      );
    },
  };

  const provider = new Provider(embeddedIssuer(config), configuration);
  pinPublicOrigin(provider, config.publicUrl);
  return provider;
}
