import { errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';

/** What the portal needs to know about the caller of an authenticated operation. */
export interface Identity {
  /** The subject of the token (the account's id at the identity provider). */
  subject: string;
  /** `preferred_username`: the login, an e-mail address. */
  login: string;
  /** Realm roles and resource roles together: a role check accepts either. */
  roles: readonly string[];
  /** `given_name`, when the token carries it. */
  givenName?: string;
  /** `auth_time`: when the person last signed in with their credentials (epoch seconds), when the token says. */
  authTime?: number;
}

/** Turns a bearer token into an identity, or `undefined` when the token cannot be trusted. */
export type AccessTokenVerifier = (token: string) => Promise<Identity | undefined>;

export interface JwtVerifierOptions {
  issuer: string;
  audience: string;
  /** The client whose resource roles count (`resource_access.<clientId>.roles`). */
  clientId: string;
  /** The issuer's public keys; resolved once, on the first token. */
  keys: () => Promise<JWTVerifyGetKey>;
}

/** Signature algorithms accepted: what Keycloak and the embedded provider sign with, never `none` or HMAC. */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

function stringArray(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** The identity a verified token proves, Keycloak-style claims read; `undefined` when a claim the portal needs is missing. */
export function identityFromClaims(payload: JWTPayload, clientId: string): Identity | undefined {
  const login = payload.preferred_username;
  if (typeof payload.sub !== 'string' || typeof login !== 'string' || login === '') return undefined;
  const realmRoles = stringArray(record(payload.realm_access).roles);
  const resourceRoles = stringArray(record(record(payload.resource_access)[clientId]).roles);
  const identity: Identity = { subject: payload.sub, login, roles: [...new Set([...realmRoles, ...resourceRoles])] };
  if (typeof payload.given_name === 'string') identity.givenName = payload.given_name;
  if (typeof payload.auth_time === 'number') identity.authTime = payload.auth_time;
  return identity;
}

/**
 * Verifies a JWT access token against the issuer's keys: signature, issuer, audience and lifetime.
 * The token type is not checked: Keycloak writes `typ: JWT` where the embedded provider writes `at+jwt`.
 * A token that fails any check gives `undefined` (401); a key set that cannot be fetched is an error
 * of the server (500), not a reason to sign the user out.
 */
export function createJwtVerifier(options: JwtVerifierOptions): AccessTokenVerifier {
  return async (token) => {
    const keys = await options.keys();
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ALGORITHMS,
        clockTolerance: 5,
      });
      return identityFromClaims(payload, options.clientId);
    } catch (error) {
      if (error instanceof errors.JOSEError && !(error instanceof errors.JWKSTimeout)) return undefined;
      throw error;
    }
  };
}
