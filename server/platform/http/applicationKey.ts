import type { preValidationHookHandler } from 'fastify';
import { HttpError, MESSAGES } from './httpError.ts';

/** Whether a value sent as `Application_Key` is the portal's key. */
export function isApplicationKey(value: unknown, applicationKey: string): boolean {
  return value === applicationKey;
}

/**
 * Refuses a call whose body does not carry the application key. It runs before the schema validation,
 * so a caller without the key learns nothing about the shape the call expects. A callback, not an async hook: it
 * runs on nearly every call, and a promise per call is worth avoiding.
 */
export function requireApplicationKey(applicationKey: string): preValidationHookHandler {
  return (request, _reply, done) => {
    const body = request.body as { Application_Key?: unknown } | null | undefined;
    if (typeof body !== 'object' || body === null || !isApplicationKey(body.Application_Key, applicationKey)) {
      done(new HttpError(401, MESSAGES.invalidApplicationKey));
      return;
    }
    done();
  };
}
