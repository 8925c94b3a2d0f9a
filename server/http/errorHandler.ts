import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { toFieldErrors } from '../../domain/validation/fieldErrors.ts';
import { HttpError, MESSAGES } from './httpError.ts';

/** Field pointers are given under `Values`, where the forms keep their fields. */
const VALUES_POINTER = '/Values';

function messageForClientError(error: FastifyError, statusCode: number): string {
  if (statusCode === 413) return MESSAGES.payloadTooLarge;
  if (statusCode === 415) return MESSAGES.unsupportedMediaType;
  if (statusCode === 429) return MESSAGES.tooManyRequests;
  if (statusCode === 400 || error instanceof SyntaxError) return MESSAGES.malformedRequest;
  return MESSAGES.requestRefused;
}

/**
 * The one place where an error becomes a response of the contract's `Erreur` shape. Fastify's and
 * plugins' English messages never reach the caller; unexpected errors are logged and answered with a
 * French message, no stack.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof HttpError) return reply.code(error.statusCode).send({ Message: error.message });
  if (error.validation) {
    const basePath = error.validationContext === 'body' ? VALUES_POINTER : '';
    return reply.code(400).send({ Message: MESSAGES.invalidData, Errors: toFieldErrors(error.validation, basePath) });
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    return reply.code(statusCode).send({ Message: messageForClientError(error, statusCode) });
  }
  request.log.error({ err: error }, 'unexpected error');
  return reply.code(500).send({ Message: MESSAGES.internalError });
}
