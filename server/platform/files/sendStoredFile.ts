import type { FastifyReply } from 'fastify';

export interface StoredFileResponse {
  bytes: Buffer;
  /** Read from the bytes when the file was stored, never from what the sender declared. */
  mediaType: string;
  name: string;
  disposition: 'attachment' | 'inline';
  cacheControl: string;
}

/** Sends a file the server stored, with its type and a disposition, and tells the browser not to guess another type. */
export function sendStoredFile(reply: FastifyReply, file: StoredFileResponse): FastifyReply {
  return reply
    .header('Content-Type', file.mediaType)
    .header('Content-Disposition', `${file.disposition}; filename="${file.name}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', file.cacheControl)
    .send(file.bytes);
}
