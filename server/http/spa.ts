import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from './contractRoutes.ts';
import { MESSAGES } from './httpError.ts';

/** Paths the single-page application never answers: the API and the identity provider. */
const SERVER_PATH_PREFIXES = [API_PREFIX, '/oidc'];

function isServerPath(path: string): boolean {
  return SERVER_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Serves the built application from `root` when it has been built, with index.html for every other
 * GET path so that the router of the application decides. Unknown API paths answer 404 in JSON.
 */
export function registerSpa(app: FastifyInstance, root: string | undefined): void {
  const hasSpa = root !== undefined && existsSync(join(root, 'index.html'));
  if (hasSpa) app.register(fastifyStatic, { root, index: ['index.html'] });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (hasSpa && (request.method === 'GET' || request.method === 'HEAD') && !isServerPath(path)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
    }
    const message = path.startsWith(API_PREFIX) ? MESSAGES.unknownService : MESSAGES.unknownPage;
    return reply.code(404).send({ Message: message });
  });
}
