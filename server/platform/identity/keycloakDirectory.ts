import KeycloakAdminClient, { NetworkError } from '@keycloak/keycloak-admin-client';
import type UserRepresentation from '@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js';
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

/** The server's base URL and the realm's name, from the realm's issuer. */
function realmOf(issuer: string): { baseUrl: string; realmName: string } {
  const match = /^(.*)\/realms\/([^/]+)$/.exec(issuer);
  if (!match?.[1] || !match[2])
    throw new Error(`OIDC_ISSUER n'a pas la forme d'un royaume Keycloak (…/realms/<nom>) : ${issuer}`);
  return { baseUrl: match[1], realmName: decodeURIComponent(match[2]) };
}

/** The HTTP status of a refused Admin REST call (the client's NetworkError), if that is what failed. */
function statusOf(error: unknown): number | undefined {
  return error instanceof NetworkError ? error.response.status : undefined;
}

/**
 * The directory of a Keycloak realm, through its Admin REST API (the official admin client) with a service account.
 *
 * - A new user is created enabled, with `emailVerified: false`, the front-office realm role and the
 *   password given; the portal sends its own confirmation code, and confirming sets `emailVerified`.
 *   With "Verify email" on in the realm (as in identity/keycloak/), Keycloak refuses sign-in before that.
 * - A password is checked with the token endpoint's password grant (Resource Owner Password
 *   Credentials) of the service client: it needs "Direct access grants" on that client. The session
 *   that grant opens is closed at once.
 * - A user is always written whole (read, changed, written back), never with a partial representation,
 *   which Keycloak's user profile may take as attributes to clear.
 */
export function createKeycloakDirectory(options: KeycloakDirectoryOptions): KeycloakDirectory {
  const realm = realmOf(options.issuer);
  const tokenEndpoint = `${options.issuer}/protocol/openid-connect/token`;
  const logoutEndpoint = `${options.issuer}/protocol/openid-connect/logout`;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const client = new KeycloakAdminClient({ ...realm, timeout: timeoutMs });
  let serviceToken: { value: string; expiresAt: number } | undefined;

  /**
   * The service account's token, by the client credentials grant. Kept here rather than by the admin client's
   * `auth()`, which renews with a refresh token that Keycloak does not issue for client credentials.
   */
  async function accessToken(): Promise<string> {
    if (serviceToken && serviceToken.expiresAt > Date.now()) return serviceToken.value;
    const response = await send(tokenEndpoint, {
      grant_type: 'client_credentials',
      client_id: options.admin.clientId,
      client_secret: options.admin.clientSecret,
    });
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
  client.registerTokenProvider({ getAccessToken: accessToken });

  /** Runs an admin call; a refusal or a silence becomes `DirectoryUnavailableError`. */
  async function admin<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof LoginTakenError || error instanceof DirectoryUnavailableError) throw error;
      throw new DirectoryUnavailableError(`Keycloak: ${what} failed (${statusOf(error) ?? String(error)})`, {
        cause: error,
      });
    }
  }

  async function send(url: string, values: Record<string, string>): Promise<Response> {
    try {
      return await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(values).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new DirectoryUnavailableError(`Keycloak unreachable: ${url}`, { cause: error });
    }
  }

  async function findUser(login: string): Promise<UserRepresentation | undefined> {
    return admin('user search', async () => {
      for (const field of ['username', 'email'] as const) {
        const users = await client.users.find({ [field]: login, exact: true });
        const user = users.find((candidate) => (candidate[field] ?? '').toLowerCase() === login);
        if (user?.id) return user;
      }
      return undefined;
    });
  }

  async function requireUser(login: string): Promise<UserRepresentation & { id: string }> {
    const user = await findUser(login);
    if (!user?.id) throw new DirectoryUnavailableError(`Keycloak has no user ${login}`);
    return { ...user, id: user.id };
  }

  /** Writes the user back whole with the changes; a login another user has becomes `LoginTakenError`. */
  async function updateUser(user: UserRepresentation & { id: string }, changes: UserRepresentation, login: string) {
    await admin('user update', async () => {
      try {
        await client.users.update({ id: user.id }, { ...user, ...changes });
      } catch (error) {
        if (statusOf(error) === 409) throw new LoginTakenError(login);
        throw error;
      }
    });
  }

  async function endSessions(userId: string): Promise<void> {
    await admin('logout', () => client.users.logout({ id: userId }));
  }

  async function realmRole(name: string) {
    const role = await client.roles.findOneByName({ name });
    if (!role?.id || !role.name) throw new Error(`realm role ${name} not found`);
    return { id: role.id, name: role.name };
  }

  /** Gives the user the realm role of its kind and takes the other kind's away, leaving any other role. */
  async function setKindRole(userId: string, role: RoleKind): Promise<void> {
    const wanted = roleName(role, { frontOffice: options.frontOfficeRole, backOffice: options.backOfficeRole });
    const other = wanted === options.backOfficeRole ? options.frontOfficeRole : options.backOfficeRole;
    await admin('role change', async () => {
      const current = await client.users.listRealmRoleMappings({ id: userId });
      const obsolete = current.flatMap((mapped) =>
        mapped.name === other && mapped.id ? [{ id: mapped.id, name: mapped.name }] : [],
      );
      if (obsolete.length > 0) await client.users.delRealmRoleMappings({ id: userId, roles: obsolete });
      if (!current.some((mapped) => mapped.name === wanted)) {
        await client.users.addRealmRoleMappings({ id: userId, roles: [await realmRole(wanted)] });
      }
    });
  }

  return {
    // The realm itself (GET /admin/realms/<realm>): the service account needs view-realm.
    async realmResetSettings() {
      const settings = await admin('realm read', () => client.realms.findOne({ realm: realm.realmName }));
      return {
        resetPasswordAllowed: settings?.resetPasswordAllowed === true,
        mailConfigured: Boolean(settings?.smtpServer?.host),
      };
    },

    exists: async (login) => (await findUser(login)) !== undefined,

    async createUser(user) {
      const created = await admin('user creation', async () => {
        try {
          return await client.users.create({
            username: user.login,
            email: user.login,
            firstName: user.firstName,
            lastName: user.lastName,
            enabled: true,
            emailVerified: false,
            credentials: [{ type: 'password', value: user.password, temporary: false }],
          });
        } catch (error) {
          if (statusOf(error) === 409) throw new LoginTakenError(user.login);
          throw error;
        }
      });
      await admin('role assignment', async () =>
        client.users.addRealmRoleMappings({ id: created.id, roles: [await realmRole(options.frontOfficeRole)] }),
      );
      return created.id;
    },

    async confirm(login) {
      const user = await requireUser(login);
      await updateUser(user, { emailVerified: true, requiredActions: [] }, login);
    },

    async checkPassword(login, password): Promise<PasswordCheck> {
      const { clientId, clientSecret } = options.admin;
      const response = await send(tokenEndpoint, {
        grant_type: 'password',
        client_id: clientId,
        client_secret: clientSecret,
        username: login,
        password,
        scope: 'openid',
      });
      const body = (await response.json().catch(() => ({}))) as TokenResponse;
      if (response.ok) {
        if (body.refresh_token) {
          const { refresh_token } = body;
          await send(logoutEndpoint, { client_id: clientId, client_secret: clientSecret, refresh_token }).catch(
            () => undefined,
          );
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
      const { id } = await requireUser(login);
      await admin('password reset', () =>
        client.users.resetPassword({ id, credential: { type: 'password', value: password, temporary: false } }),
      );
      // Keycloak keeps the user's sessions (and their refresh tokens) across a password reset.
      await endSessions(id);
    },

    async updateNames(login, names) {
      const user = await requireUser(login);
      await updateUser(user, { firstName: names.firstName, lastName: names.lastName }, login);
    },

    async updateUser(login, changes) {
      const user = await requireUser(login);
      const { newLogin } = changes;
      await updateUser(
        user,
        {
          ...(newLogin === undefined ? {} : { username: newLogin, email: newLogin }),
          firstName: changes.firstName,
          lastName: changes.lastName,
          emailVerified: changes.confirmed,
        },
        newLogin ?? login,
      );
      await setKindRole(user.id, changes.role);
      if (newLogin !== undefined) await endSessions(user.id);
    },

    // Keycloak ends the sessions of a user it deletes.
    async deleteUser({ login }) {
      const user = await findUser(login);
      if (!user?.id) return;
      const { id } = user;
      await admin('user deletion', async () => {
        try {
          await client.users.del({ id });
        } catch (error) {
          if (statusOf(error) !== 404) throw error;
        }
      });
    },
  };
}
