import type { FastifyInstance } from 'fastify';
import { CONTENT_MESSAGES } from '../../../domain/content/messages.ts';
import { HttpError } from '../../platform/http/httpError.ts';
import { sendStoredFile } from '../../platform/files/sendStoredFile.ts';
import { CONTENT_IMAGES_PATH, readContentImage } from './imageFiles.ts';

/**
 * Content images are public (the pages show them to anyone). Their names are never reused, so they may
 * be cached for good; their type was read from their bytes when they were stored, and the browser is told
 * not to guess another.
 */
export function registerContentFiles(app: FastifyInstance, options: { dataDir: string }): void {
  app.get<{ Params: { nom: string } }>(`${CONTENT_IMAGES_PATH}:nom`, async (request, reply) => {
    const file = await readContentImage(options.dataDir, request.params.nom);
    if (!file || !file.mediaType.startsWith('image/')) throw new HttpError(404, CONTENT_MESSAGES.imageNotFound);
    return sendStoredFile(reply, {
      ...file,
      name: request.params.nom,
      disposition: 'inline',
      cacheControl: 'public, max-age=31536000, immutable',
    });
  });
}
