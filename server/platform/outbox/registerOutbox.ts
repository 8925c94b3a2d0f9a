import type { FastifyInstance } from 'fastify';
import type { Outbox } from './processor.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The effects queued by committed transactions: `start` the sweep with the server, `drain` it in tests. */
    outbox: Outbox;
  }
}

/** Makes the outbox reachable from the application and stops its sweep when the application closes. */
export function registerOutbox(app: FastifyInstance, outbox: Outbox): void {
  app.decorate('outbox', outbox);
  app.addHook('onClose', () => outbox.stop());
}
