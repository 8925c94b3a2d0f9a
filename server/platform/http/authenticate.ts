import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { HttpError, MESSAGES } from './httpError.ts';
import type { AccessTokenVerifier, Identity } from '../identity/verifyAccessToken.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the bearer check on operations that need an identity. */
    identity?: Identity;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** Requires a verifiable bearer token and keeps the identity it proves on the request. */
export function requireBearer(verify: AccessTokenVerifier): preValidationAsyncHookHandler {
  return async (request) => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const identity = token ? await verify(token) : undefined;
    if (!identity) throw new HttpError(401, MESSAGES.authenticationRequired);
    request.identity = identity;
  };
}

/** Requires the identity proven by `requireBearer` to carry one of these roles (realm or resource role alike). */
export function requireRole(roles: readonly string[]): preValidationAsyncHookHandler {
  return async (request) => {
    if (!roles.some((role) => request.identity?.roles.includes(role))) throw new HttpError(403, MESSAGES.accessDenied);
  };
}

/** The identity of an authenticated operation; its hooks guarantee it is there. */
export function identityOf(request: FastifyRequest): Identity {
  if (!request.identity) throw new HttpError(401, MESSAGES.authenticationRequired);
  return request.identity;
}
