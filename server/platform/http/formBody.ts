import type { FastifyInstance } from 'fastify';
import { HttpError, MESSAGES } from './httpError.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The operation's body is `application/x-www-form-urlencoded` in the contract (the payment notification). */
    formUrlEncoded?: boolean;
  }
}

/** A notification is a few dozen short fields. */
const FORM_BODY_LIMIT = 64 * 1024;

/**
 * Parses form-urlencoded bodies into an object of strings, for the operations whose contract says so only: every
 * other call of the API is JSON, and a form that a foreign page could post to it without a preflight stays refused
 * (415).
 */
export function registerFormBodyParser(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (request, body, done) => {
      if (request.routeOptions.config.formUrlEncoded !== true) {
        done(new HttpError(415, MESSAGES.unsupportedMediaType), undefined);
        return;
      }
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}
