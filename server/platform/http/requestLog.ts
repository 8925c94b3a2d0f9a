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

/**
 * One line per request, once it is answered (method, URL, caller's address, status, time), instead of Fastify's two
 * (`incoming request`, then `request completed`): half the writes to the log for the same facts. Every other line
 * Fastify writes (errors while answering, stream errors, unknown routes…) is kept.
 */
export class OneLineRequestLog extends Fastify.LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const facts = { req: loggedRequest(request), res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...facts, err: error }, 'request errored');
    else reply.log.info(facts, 'request completed');
  }
}
