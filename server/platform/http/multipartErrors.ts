import { HttpError, MESSAGES } from './httpError.ts';

/** @fastify/multipart's limits: the body is larger than an upload may be. */
const TOO_LARGE_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_REQ_FILE_TOO_LARGE']);

/** @fastify/multipart's refusals of a body that is not a readable form. */
const MALFORMED_CODES = new Set(['FST_INVALID_JSON_FIELD_ERROR', 'FST_PROTO_VIOLATION', 'FST_MP_PREMATURE_CLOSE']);

/** busboy's errors carry no code, only their English text: a body cut short, no boundary, a bad part header. */
const MALFORMED_TEXT =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of (multipart data|form)|Malformed part header|.* terminated early due to unexpected end of multipart data)/;

/**
 * The caller's error when reading a multipart body failed because of the body itself, `undefined` for anything else:
 * a limit passed is 413, a body that is not a well-formed form is 400, each with a French message.
 */
export function multipartClientError(error: Error): HttpError | undefined {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && TOO_LARGE_CODES.has(code)) return new HttpError(413, MESSAGES.payloadTooLarge);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new HttpError(415, MESSAGES.unsupportedMediaType);
  if (typeof code === 'string' && MALFORMED_CODES.has(code)) return new HttpError(400, MESSAGES.malformedRequest);
  if (MALFORMED_TEXT.test(error.message)) return new HttpError(400, MESSAGES.malformedRequest);
  return undefined;
}
