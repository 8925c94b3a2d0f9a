import { Server } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long connections already open get to finish their requests once the server stops accepting new ones. */
export const DRAIN_GRACE_MS = 3_000;
/** Past this, requests still running are cut: under the 10 s a container manager waits before killing. */
export const FORCE_CLOSE_AFTER_MS = 8_000;

export interface GracefulShutdownOptions {
  graceMs?: number;
  forceAfterMs?: number;
}

function openConnections(server: Server): Promise<number> {
  return new Promise((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)));
}

async function drained(server: Server, graceMs: number): Promise<void> {
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline && (await openConnections(server)) > 0) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A stop waits for this long without a new connection before it closes the listening socket. */
export const BACKLOG_QUIET_MS = 20;
/** However busy the listen backlog, the stop closes it past this. */
export const BACKLOG_DRAIN_MAX_MS = 1_000;

/**
 * Resolves once the listen backlog is empty: connections the system accepted for the server before a stop signal,
 * whose requests the clients have sent. A busy process takes them over several turns of its event loop, after the
 * signal's; closing the listening socket before would reset every one still queued. The backlog counts as empty
 * after BACKLOG_QUIET_MS without a new connection, or after BACKLOG_DRAIN_MAX_MS whatever keeps coming.
 */
export function acceptQueuedConnections(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const started = Date.now();
    let accepted = 0;
    let quiet: NodeJS.Timeout;
    const done = () => {
      clearTimeout(quiet);
      server.off('connection', onConnection);
      resolve();
    };
    // Timers run before the event loop polls its sockets: after a turn that kept the process busy, the quiet timer
    // fires although connections are waiting, and the poll that follows accepts them. The decision waits for that
    // poll (setImmediate runs right after it), and a connection it brings starts the quiet wait again.
    const onQuiet = () => {
      const before = accepted;
      setImmediate(() => {
        if (accepted === before || Date.now() - started >= BACKLOG_DRAIN_MAX_MS) done();
      });
    };
    const onConnection = () => {
      accepted += 1;
      clearTimeout(quiet);
      quiet = setTimeout(onQuiet, Date.now() - started >= BACKLOG_DRAIN_MAX_MS ? 0 : BACKLOG_QUIET_MS);
    };
    server.on('connection', onConnection);
    quiet = setTimeout(onQuiet, BACKLOG_QUIET_MS);
  });
}

/**
 * Stops accepting connections at once, lets the requests of the open ones finish (each answer closing its
 * connection), then closes the application. Fastify's own close resets a connection whose request is read
 * but not yet parsed (Node counts it idle): a busy server on SIGTERM would drop requests already sent.
 */
export async function closeGracefully(app: FastifyInstance, options: GracefulShutdownOptions = {}): Promise<void> {
  const { graceMs = DRAIN_GRACE_MS, forceAfterMs = FORCE_CLOSE_AFTER_MS } = options;
  const server = app.server;
  // net's close, not http's: http's also closes the connections it deems idle.
  Server.prototype.close.call(server);
  server.prependListener('request', (_request, response) => response.setHeader('connection', 'close'));
  const force = setTimeout(() => server.closeAllConnections(), forceAfterMs);
  try {
    await drained(server, graceMs);
    await app.close();
  } finally {
    clearTimeout(force);
  }
}
