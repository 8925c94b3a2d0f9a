import { DEFAULT_ROLE_NAMES, type RoleNames } from '../../../domain/identity/roles.ts';

/** What the server says of its identity provider (`GET /auth/config.json`): one build serves any provider. */
export interface AuthConfig {
  issuer: string;
  clientId: string;
  roles: RoleNames;
  /** The scopes to ask for; `openid profile email` when the server names none. */
  scope?: string;
}

export const AUTH_CONFIG_PATH = '/auth/config.json';

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

export function parseAuthConfig(body: unknown): AuthConfig {
  if (typeof body !== 'object' || body === null) throw new Error(`${AUTH_CONFIG_PATH} is not an object`);
  const { issuer, clientId, roles, scope } = body as Record<string, unknown>;
  if (!isText(issuer) || !isText(clientId)) throw new Error(`${AUTH_CONFIG_PATH} lacks issuer or clientId`);
  const named = (typeof roles === 'object' && roles !== null ? roles : {}) as Record<string, unknown>;
  return {
    issuer,
    clientId,
    roles: {
      frontOffice: isText(named.frontOffice) ? named.frontOffice : DEFAULT_ROLE_NAMES.frontOffice,
      backOffice: isText(named.backOffice) ? named.backOffice : DEFAULT_ROLE_NAMES.backOffice,
    },
    ...(isText(scope) ? { scope } : {}),
  };
}

export async function fetchAuthConfig(): Promise<AuthConfig> {
  const response = await fetch(AUTH_CONFIG_PATH, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${AUTH_CONFIG_PATH} answered ${response.status}`);
  return parseAuthConfig(await response.json());
}
