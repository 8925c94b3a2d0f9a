import type { RateLimitOptions } from '@fastify/rate-limit';
import { FILE_UPLOAD_RATE } from '../../domain/publication/uploadLimits.ts';
import { identityOf } from '../identity/authenticate.ts';
import { normalizeLogin } from '../identity/directory.ts';

/**
 * Publication_FileUpload, counted per account rather than per address: it is checked once the bearer token has
 * named the account (preHandler), so a forged token cannot spend another account's uploads.
 */
export const FILE_UPLOAD_RATE_LIMIT: RateLimitOptions = {
  max: FILE_UPLOAD_RATE.max,
  timeWindow: FILE_UPLOAD_RATE.timeWindowMs,
  hook: 'preHandler',
  keyGenerator: (request) => `televersement:${normalizeLogin(identityOf(request).login)}`,
};
