import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { BACK_OFFICE_PATH_PREFIX } from '../../../domain/identity/roles.ts';
import { API_PREFIX } from './contractRoutes.ts';

/** Publication files are served to their owner and the back office only. */
const PERSONAL_FILES_PREFIX = '/fichiers/publications/';

const BACK_OFFICE_API_PREFIX = `${API_PREFIX}${BACK_OFFICE_PATH_PREFIX}`;

/**
 * An answer is personal when the request carries the caller's credentials, or asks for what only an account
 * may see (the back office's calls, a publication's files), whatever the outcome.
 */
function isPersonal(request: FastifyRequest): boolean {
  if (request.headers.authorization !== undefined) return true;
  // Neither prefix holds a `?`: the URL starts with one exactly when its path does.
  const { url } = request;
  return url.startsWith(BACK_OFFICE_API_PREFIX) || url.startsWith(PERSONAL_FILES_PREFIX);
}

/**
 * Neither the browser's cache nor a proxy keeps a personal answer: another user of the same computer or proxy
 * would read it. A route that says how its answer is cached (an invoice's `private, no-store`) keeps its word.
 * A callback rather than an async hook: it runs on every answer, and a promise per answer is worth avoiding.
 */
export function noStoreOnPersonalAnswers(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: HookHandlerDoneFunction & ((error: Error | null, payload: unknown) => void),
): void {
  if (!reply.hasHeader('cache-control') && isPersonal(request)) reply.header('cache-control', 'no-store');
  done(null, payload);
}
