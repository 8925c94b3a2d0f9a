import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One line per request, once it is answered (method, URL, caller's address, status, time), instead of Fastify's two
 * (`incoming request`, then `request completed`): half the writes to the log for the same facts. Every other line
 * Fastify writes (errors while answering, stream errors, unknown routes…) is kept.
 */
export class OneLineRequestLog extends Fastify.LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const facts = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...facts, err: error }, 'request errored');
    else reply.log.info(facts, 'request completed');
  }
}
