import { roleName, type RoleKind } from '../../../domain/identity/roles.ts';
import { DirectoryUnavailableError, LoginTakenError, type Directory, type PasswordCheck } from './directory.ts';

export interface KeycloakDirectoryOptions {
  /** The realm's issuer, `https://keycloak.example/realms/portail` (a `/auth` prefix is kept). */
  issuer: string;
  /** A confidential client with a service account allowed to manage users (realm-management: manage-users, view-users, view-realm), and with direct access grants on, for password checks. */
  admin: { clientId: string; clientSecret: string };
  /** The realm role a new account receives. */
  frontOfficeRole: string;
  /** The realm role of the back office, given or taken away when the back office changes an account's type. */
  backOfficeRole: string;
  timeoutMs?: number;
}

interface KeycloakUser {
  id: string;
  username?: string;
  email?: string;
}

interface KeycloakRole {
  name: string;
}

/** What the portal reads of the realm's settings: the forgotten-password flow of its login page. */
export interface RealmResetSettings {
  /** « Forgot password » (Realm settings › Login): the login page shows « Mot de passe oublié ? ». */
  resetPasswordAllowed: boolean;
  /** Whether the realm can send e-mails at all (Realm settings › Email): without it, no reset link leaves. */
  mailConfigured: boolean;
}

export interface KeycloakDirectory extends Directory {
  realmResetSettings(): Promise<RealmResetSettings>;
}

interface TokenResponse {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
  error?: string;
  error_description?: string;
}

/** Keycloak answers this on the password grant when the password is right but a required action (verify e-mail…) is pending. */
const NOT_FULLY_SET_UP = /not fully set up/i;

function adminBase(issuer: string): string {
  const match = /^(.*)\/realms\/([^/]+)$/.exec(issuer);
  if (!match) throw new Error(`OIDC_ISSUER n'a pas la forme d'un royaume Keycloak (…/realms/<nom>) : ${issuer}`);
  return `${match[1]}/admin/realms/${match[2]}`;
}

/**
 * The directory of a Keycloak realm, through its Admin REST API with a service account.
 *
 * - A new user is created enabled, with `emailVerified: false`, the front-office realm role and the
 *   password given; the portal sends its own confirmation code, and confirming sets `emailVerified`.
 *   For Keycloak itself to refuse sign-in before that, turn on "Verify email" in the realm's login
 *   settings (Keycloak then also offers its own verification link).
 * - A password is checked with the token endpoint's password grant (Resource Owner Password
 *   Credentials) of the service client: it needs "Direct access grants" on that client. The session
 *   that grant opens is closed at once.
 */
export function createKeycloakDirectory(options: KeycloakDirectoryOptions): KeycloakDirectory {
  const admin = adminBase(options.issuer);
  const tokenEndpoint = `${options.issuer}/protocol/openid-connect/token`;
  const logoutEndpoint = `${options.issuer}/protocol/openid-connect/logout`;
  const timeoutMs = options.timeoutMs ?? 10_000;
  let serviceToken: { value: string; expiresAt: number } | undefined;

  async function send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new DirectoryUnavailableError(`Keycloak unreachable: ${url}`, { cause: error });
    }
  }

  function form(values: Record<string, string>): RequestInit {
    return {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(values).toString(),
    };
  }

  async function accessToken(): Promise<string> {
    if (serviceToken && serviceToken.expiresAt > Date.now()) return serviceToken.value;
    const response = await send(
      tokenEndpoint,
      form({
        grant_type: 'client_credentials',
        client_id: options.admin.clientId,
        client_secret: options.admin.clientSecret,
      }),
    );
    const body = (await response.json().catch(() => ({}))) as TokenResponse;
    if (!response.ok || !body.access_token) {
      throw new DirectoryUnavailableError(
        `Keycloak refused the service account (${response.status} ${body.error ?? ''})`,
      );
    }
    // Renewed a little before it expires, so that no call goes out with a token about to die.
    serviceToken = {
      value: body.access_token,
      expiresAt: Date.now() + Math.max((body.expires_in ?? 60) - 30, 5) * 1000,
    };
    return serviceToken.value;
  }

  async function adminCall(path: string, init: RequestInit = {}, expected: number[] = [200, 204]): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('authorization', `Bearer ${await accessToken()}`);
    if (init.body) headers.set('content-type', 'application/json');
    const response = await send(`${admin}${path}`, { ...init, headers });
    if (!expected.includes(response.status)) {
      throw new DirectoryUnavailableError(`Keycloak answered ${response.status} to ${init.method ?? 'GET'} ${path}`);
    }
    return response;
  }

  async function findUserId(login: string): Promise<string | undefined> {
    for (const field of ['username', 'email']) {
      const response = await adminCall(`/users?${field}=${encodeURIComponent(login)}&exact=true`);
      const users = (await response.json()) as KeycloakUser[];
      const user = users.find((candidate) => (candidate[field as 'username' | 'email'] ?? '').toLowerCase() === login);
      if (user) return user.id;
    }
    return undefined;
  }

  async function requireUserId(login: string): Promise<string> {
    const id = await findUserId(login);
    if (!id) throw new DirectoryUnavailableError(`Keycloak has no user ${login}`);
    return id;
  }

  async function assignRealmRole(userId: string, roleName: string): Promise<void> {
    const role = await (await adminCall(`/roles/${encodeURIComponent(roleName)}`)).json();
    await adminCall(`/users/${userId}/role-mappings/realm`, { method: 'POST', body: JSON.stringify([role]) });
  }

  /** Gives the user the realm role of its kind and takes the other kind's away, leaving any other role. */
  async function setKindRole(userId: string, role: RoleKind): Promise<void> {
    const wanted = roleName(role, { frontOffice: options.frontOfficeRole, backOffice: options.backOfficeRole });
    const other = wanted === options.backOfficeRole ? options.frontOfficeRole : options.backOfficeRole;
    const mappings = `/users/${userId}/role-mappings/realm`;
    const current = (await (await adminCall(mappings)).json()) as KeycloakRole[];
    const obsolete = current.filter((mapped) => mapped.name === other);
    if (obsolete.length > 0) await adminCall(mappings, { method: 'DELETE', body: JSON.stringify(obsolete) });
    if (!current.some((mapped) => mapped.name === wanted)) await assignRealmRole(userId, wanted);
  }

  return {
    // The realm itself (GET /admin/realms/<realm>): the service account needs view-realm.
    async realmResetSettings() {
      const realm = (await (await adminCall('')).json()) as {
        resetPasswordAllowed?: boolean;
        smtpServer?: { host?: string };
      };
      return {
        resetPasswordAllowed: realm.resetPasswordAllowed === true,
        mailConfigured: Boolean(realm.smtpServer?.host),
      };
    },

    exists: async (login) => (await findUserId(login)) !== undefined,

    async createUser(user) {
      const response = await adminCall(
        '/users',
        {
          method: 'POST',
          body: JSON.stringify({
            username: user.login,
            email: user.login,
            firstName: user.firstName,
            lastName: user.lastName,
            enabled: true,
            emailVerified: false,
            credentials: [{ type: 'password', value: user.password, temporary: false }],
          }),
        },
        [201, 409],
      );
      if (response.status === 409) throw new LoginTakenError(user.login);
      const location = response.headers.get('location') ?? '';
      const userId = location.slice(location.lastIndexOf('/') + 1) || (await requireUserId(user.login));
      await assignRealmRole(userId, options.frontOfficeRole);
      return userId;
    },

    async confirm(login) {
      const userId = await requireUserId(login);
      await adminCall(`/users/${userId}`, { method: 'PUT', body: JSON.stringify({ emailVerified: true }) });
    },

    async checkPassword(login, password): Promise<PasswordCheck> {
      const response = await send(
        tokenEndpoint,
        form({
          grant_type: 'password',
          client_id: options.admin.clientId,
          client_secret: options.admin.clientSecret,
          username: login,
          password,
          scope: 'openid',
        }),
      );
      const body = (await response.json().catch(() => ({}))) as TokenResponse;
      if (response.ok) {
        if (body.refresh_token) {
          const { refresh_token } = body;
          await send(
            logoutEndpoint,
            form({ client_id: options.admin.clientId, client_secret: options.admin.clientSecret, refresh_token }),
          ).catch(() => undefined);
        }
        return 'valid';
      }
      if (body.error === 'invalid_grant')
        return NOT_FULLY_SET_UP.test(body.error_description ?? '') ? 'unconfirmed' : 'invalid';
      throw new DirectoryUnavailableError(
        `Keycloak answered ${response.status} to the password grant (${body.error ?? ''})`,
      );
    },

    async setPassword(login, password) {
      const userId = await requireUserId(login);
      await adminCall(`/users/${userId}/reset-password`, {
        method: 'PUT',
        body: JSON.stringify({ type: 'password', value: password, temporary: false }),
      });
      // Keycloak keeps the user's sessions (and their refresh tokens) across a password reset.
      await adminCall(`/users/${userId}/logout`, { method: 'POST' });
    },

    async updateNames(login, names) {
      const userId = await requireUserId(login);
      await adminCall(`/users/${userId}`, {
        method: 'PUT',
        body: JSON.stringify({ firstName: names.firstName, lastName: names.lastName }),
      });
    },

    async updateUser(login, changes) {
      const userId = await requireUserId(login);
      const { newLogin } = changes;
      const response = await adminCall(
        `/users/${userId}`,
        {
          method: 'PUT',
          body: JSON.stringify({
            ...(newLogin === undefined ? {} : { username: newLogin, email: newLogin }),
            firstName: changes.firstName,
            lastName: changes.lastName,
            emailVerified: changes.confirmed,
          }),
        },
        [200, 204, 409],
      );
      if (response.status === 409) throw new LoginTakenError(newLogin ?? login);
      await setKindRole(userId, changes.role);
      if (newLogin !== undefined) await adminCall(`/users/${userId}/logout`, { method: 'POST' });
    },

    // Keycloak ends the sessions of a user it deletes.
    async deleteUser({ login }) {
      const userId = await findUserId(login);
      if (userId) await adminCall(`/users/${userId}`, { method: 'DELETE' }, [204, 404]);
    },
  };
}
