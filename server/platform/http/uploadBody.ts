import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { isApplicationKey } from './applicationKey.ts';
import { HttpError, MESSAGES } from './httpError.ts';

const APPLICATION_KEY_FIELD = 'Application_Key';

/** An upload's text fields are a key and identifiers. */
export const MAX_UPLOAD_FIELD_BYTES = 4 * 1024;

type BodyValue = string | Buffer;

function addValue(body: Record<string, BodyValue | BodyValue[]>, name: string, value: BodyValue): void {
  const existing = body[name];
  if (existing === undefined) body[name] = value;
  else body[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
}

async function readParts(request: FastifyRequest, applicationKey: string | undefined) {
  const body: Record<string, BodyValue | BodyValue[]> = Object.create(null) as Record<string, BodyValue | BodyValue[]>;
  let first = true;
  for await (const part of request.parts(request.routeOptions.config.multipartOptions)) {
    if (first && applicationKey !== undefined) {
      // The key comes first, so a caller without it is refused before any file is read.
      if (
        part.type !== 'field' ||
        part.fieldname !== APPLICATION_KEY_FIELD ||
        !isApplicationKey(part.value, applicationKey)
      ) {
        throw new HttpError(401, MESSAGES.invalidApplicationKey);
      }
    }
    first = false;
    if (part.type === 'file') {
      addValue(body, part.fieldname, await part.toBuffer());
    } else {
      if (part.valueTruncated || part.fieldnameTruncated) throw new HttpError(413, MESSAGES.payloadTooLarge);
      addValue(body, part.fieldname, String(part.value));
    }
  }
  return { ...body };
}

/**
 * Reads an upload's multipart body part by part into the shape its handler takes (fields as strings, files as
 * buffers). With `applicationKey`, the body must open with that key: anything else is refused with 401 before a
 * file is read. Runs after the bearer check (on the headers), so an unknown caller's files are never read.
 */
export function readUploadBody(applicationKey: string | undefined): preValidationAsyncHookHandler {
  return async (request) => {
    if (!request.isMultipart()) return;
    request.body = await readParts(request, applicationKey);
  };
}
