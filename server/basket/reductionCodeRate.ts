import type { RateLimitOptions } from '@fastify/rate-limit';
import type { ServerConfig } from '../config.ts';
import { identityOf } from '../identity/authenticate.ts';
import { normalizeLogin } from '../identity/directory.ts';

/**
 * Panier_CheckAndApplyReductionCode, counted per account rather than per address: it is checked once the
 * bearer token has named the account (preHandler), so that codes cannot be tried by the thousand.
 */
export function reductionCodeRateLimit(rate: ServerConfig['reductionCodeRate']): RateLimitOptions {
  return {
    max: rate.max,
    timeWindow: rate.timeWindowMs,
    hook: 'preHandler',
    keyGenerator: (request) => `code-reduction:${normalizeLogin(identityOf(request).login)}`,
  };
}
