import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload } from 'jose';

/**
 * A local stand-in for one Keycloak realm, answering as Keycloak's endpoints do for what the portal
 * calls: discovery, the key set, the token endpoint (client credentials and password grants), logout,
 * and the Admin REST API's realm settings, users (created, updated, deleted, logged out), password reset and realm
 * role mappings.
 */
export interface StandInUser {
  id: string;
  username: string;
  email: string;
  firstName?: string;
  lastName?: string;
  enabled: boolean;
  emailVerified: boolean;
  password: string;
  requiredActions: string[];
  realmRoles: string[];
}

export interface StandInRealm {
  realm: string;
  resetPasswordAllowed: boolean;
  smtpServer: Record<string, string>;
}

export interface KeycloakStandIn {
  server: FastifyInstance;
  issuer: string;
  users: StandInUser[];
  /** Admin calls received, `METHOD /path`. */
  calls: string[];
  admin: { clientId: string; clientSecret: string };
  /** The realm's settings the Admin REST API gives (`GET /admin/realms/<realm>`), changeable by a test. */
  realm: StandInRealm;
  /** Signs an access token as the realm does (header `typ: JWT`, claims overridable). */
  sign(claims: JWTPayload, options?: { key?: 'realm' | 'foreign'; expiresAt?: number }): Promise<string>;
  close(): Promise<void>;
}

const REALM = 'portail';
const ADMIN = { clientId: 'portail-admin', clientSecret: 'secret-du-compte-de-service' };
const ADMIN_TOKEN = 'jeton-admin-keycloak';
const REALM_ROLES = ['frontoffice', 'backoffice', 'offline_access'];

export async function startKeycloakStandIn(): Promise<KeycloakStandIn> {
  const realmKeys = await generateKeyPair('RS256');
  const foreignKeys = await generateKeyPair('RS256');
  const publicJwk: JWK = { ...(await exportJWK(realmKeys.publicKey)), kid: 'cle-royaume', alg: 'RS256', use: 'sig' };
  const users: StandInUser[] = [];
  const calls: string[] = [];
  // As a realm set up for the portal: « Forgot password » on, an SMTP server to send its link.
  const realm: StandInRealm = {
    realm: REALM,
    resetPasswordAllowed: true,
    smtpServer: { host: 'smtp.example.org', port: '587', from: 'portail@example.org' },
  };
  // As Keycloak (and its admin client, which calls `/users/?…`), a trailing slash names the same resource.
  const server = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  server.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  // Known once listening; the routes read it when they answer.
  let issuer = '';
  const admin = `/admin/realms/${REALM}`;

  const clientValid = (body: Record<string, string>) =>
    body.client_id === ADMIN.clientId && body.client_secret === ADMIN.clientSecret;
  const findUser = (id: string) => users.find((user) => user.id === id);

  server.get(`/realms/${REALM}/.well-known/openid-configuration`, async () => ({
    issuer,
    jwks_uri: `${issuer}/protocol/openid-connect/certs`,
    token_endpoint: `${issuer}/protocol/openid-connect/token`,
  }));
  server.get(`/realms/${REALM}/protocol/openid-connect/certs`, async () => ({ keys: [publicJwk] }));

  server.post<{ Body: Record<string, string> }>(
    `/realms/${REALM}/protocol/openid-connect/token`,
    async (request, reply) => {
      const body = request.body;
      if (!clientValid(body))
        return reply.code(401).send({ error: 'unauthorized_client', error_description: 'Invalid client credentials' });
      if (body.grant_type === 'client_credentials')
        return { access_token: ADMIN_TOKEN, expires_in: 300, token_type: 'Bearer' };
      if (body.grant_type === 'password') {
        const user = users.find((candidate) => candidate.username === body.username);
        if (!user || !user.enabled || user.password !== body.password) {
          return reply.code(401).send({ error: 'invalid_grant', error_description: 'Invalid user credentials' });
        }
        if (user.requiredActions.length > 0) {
          return reply.code(400).send({ error: 'invalid_grant', error_description: 'Account is not fully set up' });
        }
        return { access_token: 'jeton-utilisateur', refresh_token: 'rafraichissement-utilisateur', expires_in: 300 };
      }
      return reply.code(400).send({ error: 'unsupported_grant_type' });
    },
  );
  server.post(`/realms/${REALM}/protocol/openid-connect/logout`, async (_request, reply) => reply.code(204).send());

  server.register(async (scope) => {
    scope.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      calls.push(`${request.method} ${request.url.split('?')[0]}`);
      if (request.headers.authorization !== `Bearer ${ADMIN_TOKEN}`)
        return reply.code(401).send({ error: 'HTTP 401 Unauthorized' });
    });
    scope.get(admin, async () => realm);
    scope.get<{ Querystring: { username?: string; email?: string; exact?: string } }>(
      `${admin}/users`,
      async (request) => {
        const { username, email } = request.query;
        return users
          .filter(
            (user) =>
              (username === undefined || user.username === username) && (email === undefined || user.email === email),
          )
          .map(({ password: _p, realmRoles: _r, ...user }) => user);
      },
    );
    scope.post<{ Body: Partial<StandInUser> & { credentials?: { value: string }[] } }>(
      `${admin}/users`,
      async (request, reply) => {
        const body = request.body;
        const username = String(body.username ?? '').toLowerCase();
        if (users.some((user) => user.username === username || user.email === body.email)) {
          return reply.code(409).send({ errorMessage: 'User exists with same username' });
        }
        const user: StandInUser = {
          id: randomUUID(),
          username,
          email: String(body.email ?? ''),
          enabled: body.enabled ?? false,
          emailVerified: body.emailVerified ?? false,
          password: body.credentials?.[0]?.value ?? '',
          requiredActions: body.requiredActions ?? [],
          realmRoles: [],
          ...(body.firstName ? { firstName: body.firstName } : {}),
          ...(body.lastName ? { lastName: body.lastName } : {}),
        };
        users.push(user);
        return reply
          .code(201)
          .header('location', `${issuer.replace('/realms/', '/admin/realms/')}/users/${user.id}`)
          .send();
      },
    );
    scope.put<{ Params: { id: string }; Body: Partial<StandInUser> }>(`${admin}/users/:id`, async (request, reply) => {
      const user = findUser(request.params.id);
      if (!user) return reply.code(404).send({ error: 'User not found' });
      const { username, email } = request.body;
      const taken = (candidate: StandInUser) =>
        candidate !== user && (candidate.username === username || candidate.email === email);
      if ((username !== undefined || email !== undefined) && users.some(taken)) {
        return reply.code(409).send({ errorMessage: 'User exists with same username or email' });
      }
      for (const field of ['username', 'email', 'firstName', 'lastName', 'emailVerified', 'enabled'] as const) {
        if (request.body[field] !== undefined) Object.assign(user, { [field]: request.body[field] });
      }
      return reply.code(204).send();
    });
    scope.put<{ Params: { id: string }; Body: { value: string } }>(
      `${admin}/users/:id/reset-password`,
      async (request, reply) => {
        const user = findUser(request.params.id);
        if (!user) return reply.code(404).send({ error: 'User not found' });
        user.password = request.body.value;
        return reply.code(204).send();
      },
    );
    scope.get<{ Params: { name: string } }>(`${admin}/roles/:name`, async (request, reply) => {
      if (!REALM_ROLES.includes(request.params.name)) return reply.code(404).send({ error: 'Could not find role' });
      return { id: `role-${request.params.name}`, name: request.params.name, composite: false, clientRole: false };
    });
    scope.delete<{ Params: { id: string } }>(`${admin}/users/:id`, async (request, reply) => {
      const index = users.findIndex((user) => user.id === request.params.id);
      if (index < 0) return reply.code(404).send({ error: 'User not found' });
      users.splice(index, 1);
      return reply.code(204).send();
    });
    scope.post<{ Params: { id: string } }>(`${admin}/users/:id/logout`, async (request, reply) =>
      findUser(request.params.id) ? reply.code(204).send() : reply.code(404).send({ error: 'User not found' }),
    );
    scope.get<{ Params: { id: string } }>(`${admin}/users/:id/role-mappings/realm`, async (request, reply) => {
      const user = findUser(request.params.id);
      if (!user) return reply.code(404).send({ error: 'User not found' });
      return user.realmRoles.map((name) => ({ id: `role-${name}`, name, composite: false, clientRole: false }));
    });
    scope.delete<{ Params: { id: string }; Body: { name: string }[] }>(
      `${admin}/users/:id/role-mappings/realm`,
      async (request, reply) => {
        const user = findUser(request.params.id);
        if (!user) return reply.code(404).send({ error: 'User not found' });
        const removed = new Set(request.body.map((role) => role.name));
        user.realmRoles = user.realmRoles.filter((name) => !removed.has(name));
        return reply.code(204).send();
      },
    );
    scope.post<{ Params: { id: string }; Body: { name: string }[] }>(
      `${admin}/users/:id/role-mappings/realm`,
      async (request, reply) => {
        const user = findUser(request.params.id);
        if (!user) return reply.code(404).send({ error: 'User not found' });
        user.realmRoles.push(...request.body.map((role) => role.name));
        return reply.code(204).send();
      },
    );
  });

  await server.listen({ host: '127.0.0.1', port: 0 });
  const address = server.server.address();
  issuer = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/realms/${REALM}`;

  return {
    server,
    issuer,
    users,
    calls,
    admin: ADMIN,
    realm,
    async sign(claims, options = {}) {
      const key = options.key === 'foreign' ? foreignKeys.privateKey : realmKeys.privateKey;
      return new SignJWT({ iss: issuer, ...claims })
        .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: 'cle-royaume' })
        .setIssuedAt()
        .setExpirationTime(options.expiresAt ?? '5m')
        .sign(key);
    },
    close: () => server.close(),
  };
}
