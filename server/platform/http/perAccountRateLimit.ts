import type { RateLimitOptions } from '@fastify/rate-limit';
import { identityOf } from './authenticate.ts';

/** A limit of calls in a window, as `domain/` states it. */
export interface CallRate {
  readonly max: number;
  readonly timeWindowMs: number;
}

/**
 * A route's limit counted per account rather than per address: checked once the bearer token has named the
 * account (preHandler), so that a forged token cannot spend another account's calls. The store counts each
 * route apart, so the account alone is the key.
 */
export function perAccountRateLimit(rate: CallRate): RateLimitOptions {
  return {
    max: rate.max,
    timeWindow: rate.timeWindowMs,
    hook: 'preHandler',
    keyGenerator: (request) => `compte:${identityOf(request).subject}`,
  };
}
