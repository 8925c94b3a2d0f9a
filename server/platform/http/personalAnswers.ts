import type { FastifyReply, FastifyRequest } from 'fastify';
import { BACK_OFFICE_PATH_PREFIX } from '../../../domain/identity/roles.ts';
import { API_PREFIX } from './contractRoutes.ts';

/** Publication files are served to their owner and the back office only. */
const PERSONAL_FILES_PREFIX = '/fichiers/publications/';

/**
 * An answer is personal when the request carries the caller's credentials, or asks for what only an account
 * may see (the back office's calls, a publication's files), whatever the outcome.
 */
function isPersonal(request: FastifyRequest): boolean {
  if (request.headers.authorization !== undefined) return true;
  const path = request.url.split('?', 1)[0] ?? '';
  return path.startsWith(`${API_PREFIX}${BACK_OFFICE_PATH_PREFIX}`) || path.startsWith(PERSONAL_FILES_PREFIX);
}

/**
 * Neither the browser's cache nor a proxy keeps a personal answer: another user of the same computer or proxy
 * would read it. A route that says how its answer is cached (an invoice's `private, no-store`) keeps its word.
 */
export async function noStoreOnPersonalAnswers(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (!reply.hasHeader('cache-control') && isPersonal(request)) reply.header('cache-control', 'no-store');
  return payload;
}
