import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from './httpError.ts';

/** Node refuses some requests before Fastify sees them (headers too large, too slow, unparsable). */
function statusAndMessage(code: string | undefined): { statusCode: number; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW') return { statusCode: 431, message: MESSAGES.headersTooLarge };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { statusCode: 408, message: MESSAGES.requestTimeout };
  return { statusCode: 400, message: MESSAGES.malformedRequest };
}

/**
 * Answers the requests Node's HTTP parser refuses with the same French `{ Message }` as every other error,
 * instead of Fastify's English default, then closes the connection.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { statusCode, message } = statusAndMessage(error.code);
  this.log.trace({ err: error }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ Message: message });
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
