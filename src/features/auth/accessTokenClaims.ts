/** The claims of an access token that the portal reads (Keycloak's shape, which the embedded provider copies). */
export interface AccessTokenClaims {
  preferred_username?: string;
  given_name?: string;
  exp?: number;
  realm_access?: { roles?: string[] };
  resource_access?: Record<string, { roles?: string[] } | undefined>;
}

/**
 * The payload of a JWT access token, unverified: the browser only reads what the API verifies on every call.
 * Null for a token that is not a JWT.
 */
export function decodeAccessTokenClaims(token: string): AccessTokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null ? (claims as AccessTokenClaims) : null;
  } catch {
    return null;
  }
}

function stringsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** Realm roles and the portal client's roles together: a role check accepts either (spec 2 §6). */
export function rolesOf(claims: AccessTokenClaims, clientId: string): string[] {
  const realm = stringsOf(claims.realm_access?.roles);
  const client = stringsOf(claims.resource_access?.[clientId]?.roles);
  return [...new Set([...realm, ...client])];
}
