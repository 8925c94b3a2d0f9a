import type { RateLimitOptions } from '@fastify/rate-limit';
import type { ServerConfig } from '../config.ts';
import { identityOf } from '../identity/authenticate.ts';
import { normalizeLogin } from '../identity/directory.ts';

/**
 * The calls that try a reduction code, counted per account rather than per address: checked once the bearer
 * token has named the account (preHandler), so that codes cannot be tried by the thousand.
 */
export function reductionCodeRateLimit(rate: ServerConfig['reductionCodeRate']): RateLimitOptions {
  return {
    max: rate.max,
    timeWindow: rate.timeWindowMs,
    hook: 'preHandler',
    keyGenerator: (request) => `code-reduction:${normalizeLogin(identityOf(request).login)}`,
  };
}

/** Panier_Fusion tries the local basket's code when it carries one: only those merges count. */
export function mergeCodeRateLimit(rate: ServerConfig['reductionCodeRate']): RateLimitOptions {
  return {
    ...reductionCodeRateLimit(rate),
    allowList: (request) => !(request.body as { Values?: { CodeReduction?: string | null } }).Values?.CodeReduction,
  };
}
