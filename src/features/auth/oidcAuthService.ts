import { ErrorResponse, UserManager, WebStorageStateStore, type User, type UserManagerSettings } from 'oidc-client-ts';
import { IDENTITY_PATHS } from '../../../domain/identity/paths.ts';
import type { AuthService, AuthSession } from '../../../machines/auth/types.ts';
import { decodeAccessTokenClaims, rolesOf } from './accessTokenClaims.ts';
import { fetchAuthConfig, type AuthConfig } from './authConfig.ts';
import { readLogin } from './storage.ts';

/** A token this close to its expiry is renewed before the restored session is used. */
const RESTORE_RENEWAL_SECONDS = 5;

/** What the provider answers a silent sign-in when it cannot sign the user in without them. */
const NO_PROVIDER_SESSION: ReadonlySet<string> = new Set([
  'login_required',
  'interaction_required',
  'consent_required',
  'account_selection_required',
]);

/** The provider has no session to give without the user (`prompt=none` refused). */
function isNoProviderSession(error: unknown): boolean {
  return error instanceof ErrorResponse && NO_PROVIDER_SESSION.has(error.error ?? '');
}

/** The client's settings: code flow with PKCE, tokens in this tab only, renewal driven by the auth machine. */
export function userManagerSettings(config: AuthConfig, origin: string): UserManagerSettings {
  const store = new WebStorageStateStore({ store: window.sessionStorage });
  return {
    authority: config.issuer,
    client_id: config.clientId,
    redirect_uri: `${origin}${IDENTITY_PATHS.callback}`,
    // A new tab joins the provider's session with prompt=none in a hidden frame that ends on this page.
    silent_redirect_uri: `${origin}${IDENTITY_PATHS.silentCallback}`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: config.scope ?? 'openid profile email',
    // The provider's userinfo endpoint refuses the API's JWT access token; the claims needed are in it.
    loadUserInfo: false,
    // Tokens and the PKCE verifier stay in this tab (sessionStorage), never in localStorage.
    userStore: store,
    stateStore: store,
    // The auth machine renews with the refresh token itself; the hidden frame serves only to join the session.
    automaticSilentRenew: false,
    monitorSession: false,
  };
}

/** The session the machine works with, read from the user oidc-client-ts signed in. */
export function toSession(user: User, config: AuthConfig): AuthSession {
  const claims = decodeAccessTokenClaims(user.access_token) ?? {};
  const login = claims.preferred_username ?? user.profile.preferred_username;
  if (!login) throw new Error('The access token names no preferred_username');
  const roles = rolesOf(claims, config.clientId);
  const expiresAtSeconds = user.expires_at ?? claims.exp ?? 0;
  return {
    accessToken: user.access_token,
    expiresAt: expiresAtSeconds * 1000,
    login,
    roles,
    isFrontOffice: roles.includes(config.roles.frontOffice),
    isBackOffice: roles.includes(config.roles.backOffice),
  };
}

interface Client {
  manager: UserManager;
  config: AuthConfig;
}

export interface OidcAuthServiceOptions {
  loadConfig?: () => Promise<AuthConfig>;
  createUserManager?: (settings: UserManagerSettings) => UserManager;
  origin?: () => string;
}

/** The machine's AuthService, and what a sensitive action asks of the provider beside it. */
export interface OidcAuthService extends AuthService {
  /**
   * Leaves for the provider's sign-in page even though a session is open (`prompt=login`): the person types their
   * password again, and the new tokens carry a fresh `auth_time` (Keycloak and the embedded provider alike).
   */
  signInAgainRedirect(): Promise<void>;
}

/** The identity provider through oidc-client-ts, behind the machine's AuthService. */
export function createOidcAuthService({
  loadConfig = fetchAuthConfig,
  createUserManager = (settings) => new UserManager(settings),
  origin = () => window.location.origin,
}: OidcAuthServiceOptions = {}): OidcAuthService {
  let client: Promise<Client> | null = null;
  // React StrictMode mounts the callback page twice, and a code can be exchanged only once.
  const callbacks = new Map<string, Promise<AuthSession>>();

  function getClient(): Promise<Client> {
    if (client) return client;
    const created = loadConfig().then((config) => ({
      config,
      manager: createUserManager(userManagerSettings(config, origin())),
    }));
    // A configuration that could not be read is asked for again next time.
    created.catch(() => {
      if (client === created) client = null;
    });
    client = created;
    return created;
  }

  async function renew({ manager, config }: Client): Promise<AuthSession> {
    const user = await manager.signinSilent();
    if (!user) throw new Error('The provider renewed no session');
    return toSession(user, config);
  }

  /** Tokens of this tab's own from the provider's session (prompt=none in a hidden frame); null without one. */
  async function join({ manager, config }: Client): Promise<AuthSession | null> {
    // Whatever the tab kept is of no use: no stale ID token is sent as a hint.
    await manager.removeUser();
    try {
      const user = await manager.signinSilent({ forceIframeAuth: true });
      if (!user) throw new Error('The provider gave no session');
      return toSession(user, config);
    } catch (error) {
      if (isNoProviderSession(error)) return null;
      throw error;
    }
  }

  return {
    async restoreSession() {
      const current = await getClient();
      const user = await current.manager.getUser();
      if (!user) return null;
      if ((user.expires_in ?? 0) > RESTORE_RENEWAL_SECONDS) return toSession(user, current.config);
      try {
        return await renew(current);
      } catch {
        await current.manager.removeUser();
        return null;
      }
    },

    async signInRedirect() {
      const { manager } = await getClient();
      await manager.signinRedirect({ login_hint: readLogin() ?? undefined });
    },

    async signInAgainRedirect() {
      const { manager } = await getClient();
      await manager.signinRedirect({ login_hint: readLogin() ?? undefined, prompt: 'login' });
    },

    processCallback(url) {
      let session = callbacks.get(url);
      if (!session) {
        session = getClient().then(async ({ manager, config }) =>
          toSession(await manager.signinRedirectCallback(url), config),
        );
        callbacks.set(url, session);
      }
      return session;
    },

    async joinBrowserSession() {
      return join(await getClient());
    },

    async renewSession() {
      const current = await getClient();
      try {
        return await renew(current);
      } catch (error) {
        // A duplicated tab starts with its twin's refresh token, which the twin may have rotated first: the
        // provider's session, while open, gives this tab a chain of its own.
        if (!(error instanceof ErrorResponse && error.error === 'invalid_grant')) throw error;
        const joined = await join(current);
        if (!joined) throw error;
        return joined;
      }
    },

    async forgetSession() {
      const { manager } = await getClient();
      await manager.removeUser();
    },

    async signOutRedirect() {
      const { manager } = await getClient();
      // Without a session there is nothing to end at the provider.
      if (!(await manager.getUser())) return;
      await manager.signoutRedirect();
    },
  };
}

/** The application's one client: one UserManager for the whole application. */
export const oidcAuthService = createOidcAuthService();
