import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DATABASE_INPUT_ERROR_CODES } from '../../../domain/validation/databaseInputErrors.ts';
import { toFieldErrors } from '../../../domain/validation/fieldErrors.ts';
import { HttpError, MESSAGES } from './httpError.ts';
import { multipartClientError } from './multipartErrors.ts';

/** Field pointers are given under `Values`, where the forms keep their fields. */
const VALUES_POINTER = '/Values';

function messageForClientError(error: FastifyError, statusCode: number): string {
  if (statusCode === 413) return MESSAGES.payloadTooLarge;
  if (statusCode === 415) return MESSAGES.unsupportedMediaType;
  if (statusCode === 429) return MESSAGES.tooManyRequests;
  if (statusCode === 400 || error instanceof SyntaxError) return MESSAGES.malformedRequest;
  return MESSAGES.requestRefused;
}

/** The SQLSTATE of a database error, found on the error or the causes that wrap it (Drizzle wraps the driver's). */
function databaseErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = current.cause;
  }
  return undefined;
}

/**
 * The one place where an error becomes a response of the contract's `Erreur` shape. Fastify's and
 * plugins' English messages never reach the caller; unexpected errors are logged and answered with a
 * French message, no stack.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof HttpError) return reply.code(error.statusCode).send({ Message: error.message });
  const multipartError = multipartClientError(error);
  if (multipartError) return reply.code(multipartError.statusCode).send({ Message: multipartError.message });
  if (error.validation) {
    const basePath = error.validationContext === 'body' ? VALUES_POINTER : '';
    return reply.code(400).send({ Message: MESSAGES.invalidData, Errors: toFieldErrors(error.validation, basePath) });
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    return reply.code(statusCode).send({ Message: messageForClientError(error, statusCode) });
  }
  const databaseCode = databaseErrorCode(error);
  if (databaseCode !== undefined && DATABASE_INPUT_ERROR_CODES.has(databaseCode)) {
    request.log.info({ databaseCode }, 'value refused by the database');
    return reply.code(400).send({ Message: MESSAGES.invalidData });
  }
  if (databaseCode !== undefined || error.message.startsWith('Failed query')) {
    // Only the kind and the code: a database error's message carries the SQL and its parameters.
    request.log.error({ errorKind: error.name, databaseCode }, 'unexpected database error');
  } else {
    request.log.error({ err: error }, 'unexpected error');
  }
  return reply.code(500).send({ Message: MESSAGES.internalError });
}
