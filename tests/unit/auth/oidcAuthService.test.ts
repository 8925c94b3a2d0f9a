import { ErrorResponse, User, UserManager, type UserManagerSettings } from 'oidc-client-ts';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { decodeAccessTokenClaims, rolesOf } from '../../../src/features/auth/accessTokenClaims.ts';
import { parseAuthConfig, type AuthConfig } from '../../../src/features/auth/authConfig.ts';
import { createOidcAuthService, toSession, userManagerSettings } from '../../../src/features/auth/oidcAuthService.ts';
import { hasStoredOidcSession } from '../../../src/features/auth/storedSession.ts';
import { LOGIN_KEY } from '../../../src/features/auth/storage.ts';

const CONFIG: AuthConfig = {
  issuer: 'http://localhost:3000/oidc',
  clientId: 'portail',
  roles: { frontOffice: 'frontoffice', backOffice: 'backoffice' },
};

function base64url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function accessToken(claims: Record<string, unknown>): string {
  return `${base64url({ alg: 'RS256', typ: 'at+jwt' })}.${base64url(claims)}.signature`;
}

function userWith(
  claims: Record<string, unknown>,
  { expiresIn = 300, refresh = 'jeton-de-rafraichissement' } = {},
): User {
  return new User({
    access_token: accessToken(claims),
    refresh_token: refresh,
    token_type: 'Bearer',
    id_token: 'id-token',
    profile: { sub: 'compte-1', iss: CONFIG.issuer, aud: 'portail', exp: 0, iat: 0 },
    expires_at: Math.floor(Date.now() / 1000) + expiresIn,
  });
}

const AUTHOR_CLAIMS = {
  preferred_username: 'auteur@example.org',
  given_name: 'Camille',
  realm_access: { roles: ['frontoffice', 'offline_access'] },
  resource_access: { portail: { roles: ['lecteur'] }, autre: { roles: ['backoffice'] } },
};

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the UserManager settings', () => {
  test('code flow with PKCE, the callback and post-logout addresses of this origin, no userinfo, no automatic renewal', () => {
    const settings = userManagerSettings(CONFIG, 'http://localhost:3000');
    expect(settings).toMatchObject({
      authority: 'http://localhost:3000/oidc',
      client_id: 'portail',
      redirect_uri: 'http://localhost:3000/auth/callback',
      silent_redirect_uri: 'http://localhost:3000/auth/silent',
      post_logout_redirect_uri: 'http://localhost:3000/',
      response_type: 'code',
      loadUserInfo: false,
      automaticSilentRenew: false,
      monitorSession: false,
    });
    expect(settings.disablePKCE).toBeFalsy();
  });

  test('a signed-in user is kept in sessionStorage, never in localStorage, where hasStoredOidcSession finds it', async () => {
    expect(hasStoredOidcSession()).toBe(false);
    const manager = new UserManager(userManagerSettings(CONFIG, 'http://localhost:3000'));
    await manager.storeUser(userWith(AUTHOR_CLAIMS));
    expect(Object.keys(sessionStorage)).toEqual(['oidc.user:http://localhost:3000/oidc:portail']);
    expect(localStorage.length).toBe(0);
    expect(hasStoredOidcSession()).toBe(true);
  });
});

describe('reading the access token', () => {
  test('realm roles and the portal client roles together, not another client’s', () => {
    const claims = decodeAccessTokenClaims(accessToken(AUTHOR_CLAIMS));
    expect(claims?.preferred_username).toBe('auteur@example.org');
    expect(rolesOf(claims!, 'portail')).toEqual(['frontoffice', 'offline_access', 'lecteur']);
  });

  test('reads UTF-8 claims, and nothing from a token that is not a JWT', () => {
    expect(decodeAccessTokenClaims(accessToken({ given_name: 'Hélène' }))?.given_name).toBe('Hélène');
    expect(decodeAccessTokenClaims('opaque')).toBeNull();
    expect(decodeAccessTokenClaims('a.%%%.c')).toBeNull();
  });

  test('toSession gives the machine the login, the roles, the flags and the expiry in milliseconds', () => {
    const user = userWith({ ...AUTHOR_CLAIMS, resource_access: { portail: { roles: ['backoffice'] } } });
    expect(toSession(user, CONFIG)).toEqual({
      accessToken: user.access_token,
      expiresAt: user.expires_at! * 1000,
      login: 'auteur@example.org',
      roles: ['frontoffice', 'offline_access', 'backoffice'],
      isFrontOffice: true,
      isBackOffice: true,
    });
    expect(() => toSession(userWith({ realm_access: { roles: [] } }), CONFIG)).toThrow(/preferred_username/);
  });

  test('role names come from the configuration', () => {
    const config = { ...CONFIG, roles: { frontOffice: 'auteurs', backOffice: 'equipe' } };
    const session = toSession(
      userWith({ preferred_username: 'a@example.org', realm_access: { roles: ['equipe'] } }),
      config,
    );
    expect(session).toMatchObject({ isFrontOffice: false, isBackOffice: true });
  });
});

describe('parseAuthConfig', () => {
  test('takes the issuer and the client id, and the default role names when the server gives none', () => {
    expect(parseAuthConfig({ issuer: 'https://sso.example/realms/portail', clientId: 'portail' })).toEqual({
      issuer: 'https://sso.example/realms/portail',
      clientId: 'portail',
      roles: { frontOffice: 'frontoffice', backOffice: 'backoffice' },
    });
    expect(() => parseAuthConfig({ clientId: 'portail' })).toThrow();
  });
});

function fakeManager(user: User | null) {
  const manager = {
    getUser: vi.fn(async () => user),
    signinRedirect: vi.fn(async () => {}),
    signinRedirectCallback: vi.fn(async () => userWith(AUTHOR_CLAIMS)),
    signinSilent: vi.fn(async () => userWith({ ...AUTHOR_CLAIMS, preferred_username: 'renouvele@example.org' })),
    signoutRedirect: vi.fn(async () => {}),
    removeUser: vi.fn(async () => {}),
  };
  const created: UserManagerSettings[] = [];
  const service = createOidcAuthService({
    loadConfig: async () => CONFIG,
    // The fake answers the calls the service makes; the rest of UserManager is not used.
    createUserManager: (settings) => {
      created.push(settings);
      return manager as unknown as UserManager;
    },
    origin: () => 'http://localhost:3000',
  });
  return { manager, service, created };
}

/** What oidc-client-ts throws when the provider answers `error=…`. */
function providerError(error: string): ErrorResponse {
  return new ErrorResponse({ error });
}

describe('joining the browser’s session in a new tab', () => {
  test('signs in silently in a hidden frame (never with a refresh token of another tab), with no stale hint', async () => {
    const { manager, service } = fakeManager(null);
    expect((await service.joinBrowserSession())?.login).toBe('renouvele@example.org');
    expect(manager.removeUser).toHaveBeenCalledBefore(manager.signinSilent);
    expect(manager.signinSilent).toHaveBeenCalledWith({ forceIframeAuth: true });
  });

  test.each(['login_required', 'interaction_required', 'consent_required'])(
    'the provider without a session (%s) gives no session, not a failure',
    async (error) => {
      const { manager, service } = fakeManager(null);
      manager.signinSilent.mockRejectedValue(providerError(error));
      expect(await service.joinBrowserSession()).toBeNull();
    },
  );

  test('a provider that cannot be reached is a failure', async () => {
    const { manager, service } = fakeManager(null);
    manager.signinSilent.mockRejectedValue(new Error('IFrame timed out without a response'));
    await expect(service.joinBrowserSession()).rejects.toThrow('IFrame timed out');
    manager.signinSilent.mockRejectedValue(providerError('server_error'));
    await expect(service.joinBrowserSession()).rejects.toThrow();
  });

  test('a refresh token another tab has rotated first gives way to tokens of this tab’s own', async () => {
    const { manager, service } = fakeManager(userWith(AUTHOR_CLAIMS));
    manager.signinSilent.mockRejectedValueOnce(providerError('invalid_grant'));
    expect((await service.renewSession()).login).toBe('renouvele@example.org');
    expect(manager.signinSilent).toHaveBeenLastCalledWith({ forceIframeAuth: true });

    // Without the provider's session the renewal fails, as the refresh token said.
    manager.signinSilent
      .mockRejectedValueOnce(providerError('invalid_grant'))
      .mockRejectedValueOnce(providerError('login_required'));
    await expect(service.renewSession()).rejects.toMatchObject({ error: 'invalid_grant' });
    // Any other failure is not retried.
    manager.signinSilent.mockClear().mockRejectedValueOnce(new Error('network'));
    await expect(service.renewSession()).rejects.toThrow('network');
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
  });

  test('another tab’s sign-out forgets this tab’s tokens, without leaving for the provider', async () => {
    const { manager, service } = fakeManager(userWith(AUTHOR_CLAIMS));
    await service.forgetSession();
    expect(manager.removeUser).toHaveBeenCalledTimes(1);
    expect(manager.signoutRedirect).not.toHaveBeenCalled();
  });
});

describe('createOidcAuthService', () => {
  test('exchanges a callback code once, however many times it is asked, with one UserManager', async () => {
    const { manager, service, created } = fakeManager(null);
    const url = 'http://localhost:3000/auth/callback?code=c&state=s';
    const [first, second] = await Promise.all([service.processCallback(url), service.processCallback(url)]);
    expect(first).toBe(second);
    expect(first.login).toBe('auteur@example.org');
    expect(manager.signinRedirectCallback).toHaveBeenCalledTimes(1);
    await service.restoreSession();
    expect(created).toHaveLength(1);
  });

  test('restores a kept session, renewing it first when its token has expired', async () => {
    expect(await fakeManager(null).service.restoreSession()).toBeNull();

    const fresh = fakeManager(userWith(AUTHOR_CLAIMS));
    expect((await fresh.service.restoreSession())?.login).toBe('auteur@example.org');
    expect(fresh.manager.signinSilent).not.toHaveBeenCalled();

    const expired = fakeManager(userWith(AUTHOR_CLAIMS, { expiresIn: -10 }));
    expect((await expired.service.restoreSession())?.login).toBe('renouvele@example.org');

    const lost = fakeManager(userWith(AUTHOR_CLAIMS, { expiresIn: -10 }));
    lost.manager.signinSilent.mockRejectedValue(new Error('invalid_grant'));
    expect(await lost.service.restoreSession()).toBeNull();
    expect(lost.manager.removeUser).toHaveBeenCalled();
  });

  test('renews with signinSilent (the refresh token), and fails when the provider renews nothing', async () => {
    const { manager, service } = fakeManager(userWith(AUTHOR_CLAIMS));
    expect((await service.renewSession()).login).toBe('renouvele@example.org');
    manager.signinSilent.mockResolvedValue(null as unknown as User);
    await expect(service.renewSession()).rejects.toThrow();
  });

  test('signs in with the stored login as a hint', async () => {
    localStorage.setItem(LOGIN_KEY, 'auteur@example.org');
    const { manager, service } = fakeManager(null);
    await service.signInRedirect();
    expect(manager.signinRedirect).toHaveBeenCalledWith({ login_hint: 'auteur@example.org' });
  });

  test('signs out at the provider only when there is a session', async () => {
    const none = fakeManager(null);
    await none.service.signOutRedirect();
    expect(none.manager.signoutRedirect).not.toHaveBeenCalled();

    const some = fakeManager(userWith(AUTHOR_CLAIMS));
    await some.service.signOutRedirect();
    expect(some.manager.signoutRedirect).toHaveBeenCalledTimes(1);
  });

  test('asks for the configuration again after a failure', async () => {
    const loadConfig = vi
      .fn<() => Promise<AuthConfig>>()
      .mockRejectedValueOnce(new Error('503'))
      .mockResolvedValue(CONFIG);
    const service = createOidcAuthService({
      loadConfig,
      createUserManager: () => ({ getUser: async () => null }) as unknown as UserManager,
    });
    await expect(service.restoreSession()).rejects.toThrow('503');
    await expect(service.restoreSession()).resolves.toBeNull();
    expect(loadConfig).toHaveBeenCalledTimes(2);
  });
});
