import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { CallerAccount } from '../identity/callerAccountId.ts';
import type { AccessTokenVerifier, Identity } from '../identity/verifyAccessToken.ts';
import { HttpError, MESSAGES } from './httpError.ts';

/** Who calls: the identity the bearer token proves, and the portal account it speaks for, if any. */
export interface Caller {
  identity: Identity;
  /** Undefined for a token whose subject has no account (staff kept by Keycloak alone, a deleted account). */
  account: CallerAccount | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set once per request by the bearer check on operations that need an identity. */
    caller?: Caller;
  }
}

/** Finds the account a verified identity speaks for (see accountOfIdentity). */
export type FindCallerAccount = (identity: Identity) => Promise<CallerAccount | undefined>;

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Requires a verifiable bearer token and keeps on the request who it proves: the identity and its account, looked up
 * here once so that no handler works the account out from the token again.
 */
export function requireBearer(
  verify: AccessTokenVerifier,
  findAccount: FindCallerAccount,
): preValidationAsyncHookHandler {
  return async (request) => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const identity = token ? await verify(token) : undefined;
    if (!identity) throw new HttpError(401, MESSAGES.authenticationRequired);
    request.caller = { identity, account: await findAccount(identity) };
  };
}

/** Requires the identity proven by `requireBearer` to carry one of these roles (realm or resource role alike). */
export function requireRole(roles: readonly string[]): preValidationAsyncHookHandler {
  return async (request) => {
    if (!roles.some((role) => request.caller?.identity.roles.includes(role)))
      throw new HttpError(403, MESSAGES.accessDenied);
  };
}

function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new HttpError(401, MESSAGES.authenticationRequired);
  return request.caller;
}

/** The identity of an authenticated operation; its hooks guarantee it is there. */
export function identityOf(request: FastifyRequest): Identity {
  return callerOf(request).identity;
}

/** The caller's account: the token's, never one named in the body; undefined when the token's subject has none. */
export function callerAccountOf(request: FastifyRequest): CallerAccount | undefined {
  return callerOf(request).account;
}

/**
 * The id of the caller's account, for operations on what the account owns. A token whose account is unknown owns
 * nothing, so it gets the area's not-found answer.
 */
export function requireCallerAccount(request: FastifyRequest, notFound: () => HttpError): number {
  const account = callerAccountOf(request);
  if (account === undefined) throw notFound();
  return account.id;
}
