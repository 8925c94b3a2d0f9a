import type { RateLimitOptions } from '@fastify/rate-limit';
import { perAccountRateLimit, type CallRate } from '../../platform/http/perAccountRateLimit.ts';

/** Panier_Fusion tries the local basket's code when it carries one: only those merges count. */
export function mergeCodeRateLimit(rate: CallRate): RateLimitOptions {
  return {
    ...perAccountRateLimit(rate),
    allowList: (request) => !(request.body as { Values?: { CodeReduction?: string | null } }).Values?.CodeReduction,
  };
}
