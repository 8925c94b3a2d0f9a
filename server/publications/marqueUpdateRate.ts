import type { RateLimitOptions } from '@fastify/rate-limit';
import { MARQUE_UPDATE_RATE } from '../../domain/publication/marqueUpdateRate.ts';
import { identityOf } from '../identity/authenticate.ts';
import { normalizeLogin } from '../identity/directory.ts';

/**
 * Publication_UpdateMarque, counted per account rather than per address: it is checked once the bearer token
 * has named the account (preHandler), so that nobody floods the referencing provider's mailbox.
 */
export const MARQUE_UPDATE_RATE_LIMIT: RateLimitOptions = {
  max: MARQUE_UPDATE_RATE.max,
  timeWindow: MARQUE_UPDATE_RATE.timeWindowMs,
  hook: 'preHandler',
  keyGenerator: (request) => `marque:${normalizeLogin(identityOf(request).login)}`,
};
