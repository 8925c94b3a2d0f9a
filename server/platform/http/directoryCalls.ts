import type { FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES } from '../../../domain/identity/messages.ts';
import { DirectoryUnavailableError } from '../identity/directory.ts';
import { HttpError } from './httpError.ts';

/** The identity provider's outages are logged and answered with a French 503 rather than an unexplained 500. */
export async function fromDirectory<T>(request: FastifyRequest, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (!(error instanceof DirectoryUnavailableError)) throw error;
    request.log.error({ err: error }, 'identity directory unavailable');
    throw new HttpError(503, ACCOUNT_MESSAGES.directoryUnavailable);
  }
}
