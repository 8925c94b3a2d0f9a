import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { IDENTITY_PATHS } from '../../../domain/identity/paths.ts';
import { PASSWORD_RESET_PATHS } from '../identity/passwordResetPaths.ts';

/**
 * Addresses whose last segment is a secret while it is valid (a « Mot de passe oublié ? » link, a registration's
 * confirmation code): the log keeps the path, never the secret.
 */
const SECRET_PATH_PREFIXES = [`${PASSWORD_RESET_PATHS.newPassword}/`, `${IDENTITY_PATHS.accountConfirmation}/`];

/** The request as the log serialises it (method, URL, host, address), its URL without a secret. */
function loggedRequest(request: FastifyRequest) {
  const prefix = SECRET_PATH_PREFIXES.find((candidate) => request.url.startsWith(candidate));
  if (!prefix) return request;
  const { method, headers, host, ip, socket } = request;
  return { method, url: `${prefix}…`, headers, host, ip, socket };
}

/** An answer slower than this is logged whatever the level: a sign of a slow query or of a server under strain. */
export const SLOW_REQUEST_MS = 1000;

/**
 * One line per request, once it is answered (method, URL, caller's address, status, time, and the request's id that
 * every line logged while answering it carries), instead of Fastify's two (`incoming request`, then
 * `request completed`). A quick successful answer is logged at `debug` level: at `info`, one line per request would
 * cost the API a quarter of its throughput on its most frequent calls. Refusals (4xx) stay at `info`, server errors
 * (5xx) at `error`, and slow answers at `warn`; every other line Fastify writes (errors while answering, stream
 * errors, unknown routes…) is kept.
 */
export class OneLineRequestLog extends Fastify.LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const log = reply.log;
    const responseTime = reply.elapsedTime;
    const facts = { req: loggedRequest(request), res: reply, responseTime };
    if (error) log.error({ ...facts, err: error }, 'request errored');
    else if (reply.statusCode >= 500) log.error(facts, 'request completed');
    else if (responseTime >= SLOW_REQUEST_MS) log.warn(facts, 'slow request');
    else if (reply.statusCode >= 400) log.info(facts, 'request completed');
    else log.debug(facts, 'request completed');
  }
}
