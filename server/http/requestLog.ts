import type { FastifyInstance } from 'fastify';

/**
 * One line per request, once it is answered (method, URL, caller's address, status, time), instead of Fastify's two
 * (`incoming request`, then `request completed`): half the writes to the log for the same facts. Errors are logged
 * where they are handled (errorHandler.ts).
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}
