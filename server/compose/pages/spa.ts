import { existsSync, readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createPageRenderer, type PageRenderer } from '../../platform/ssr/pageRenderer.ts';
import { SERVER_BUNDLE_DIR } from '../../platform/ssr/serverBundle.ts';
import { sendPage } from '../../platform/http/compressedPage.ts';
import { API_PREFIX } from '../../platform/http/contractRoutes.ts';
import { MESSAGES } from '../../platform/http/httpError.ts';

/** Paths the single-page application never answers: the API and the identity provider. */
const SERVER_PATH_PREFIXES = [API_PREFIX, '/oidc'];

function isServerPath(path: string): boolean {
  return SERVER_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Built files have an extension (`/assets/index-Be6EKz94.js`, `/favicon.svg`); pages and folders do not. The server
 * bundle, the build manifest and the template are read by the server, never served as files.
 */
function isServedFile(path: string): boolean {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return (
    name.includes('.') &&
    path !== '/index.html' &&
    !path.startsWith(`/${SERVER_BUNDLE_DIR}/`) &&
    !path.startsWith('/.vite/')
  );
}

/**
 * Vite names every file of the build's assets/ folder after a hash of its content: a new build brings new names, never
 * new content under an old name, so a browser keeps them for a year without asking again. The other files (the icons,
 * the web manifest) keep their names from one build to the next and are asked for again each time.
 */
const HASHED_ASSETS_CACHE = 'public, max-age=31536000, immutable';

/**
 * Serves the built application from `root` when it has been built. Every other GET path is a page: the public pages
 * the server renders (when the build has a server bundle) come with their HTML and data; the others get index.html,
 * and the router of the application decides. Unknown API paths answer 404 in JSON.
 */
export function registerSpa(app: FastifyInstance, root: string | undefined, publicUrl?: string): void {
  const hasSpa = root !== undefined && existsSync(join(root, 'index.html'));
  if (!hasSpa) {
    app.setNotFoundHandler((request, reply) => notFound(request, reply));
    return;
  }
  const hashedAssets = resolve(root, 'assets') + sep;
  // preCompressed: the build's Brotli and gzip copies of its files (scripts/compressedAssetsPlugin.ts) when accepted.
  // wildcard: false gives each built file a route of its own, listed once at start: the build does not change under a
  // running server, and a path that matches no file's exact spelling never reaches the disk. With the catch-all route
  // instead, every request for a file read its folder's listing (over four hundred entries) to check that spelling.
  app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: false,
    allowedPath: (path) => isServedFile(path),
    preCompressed: true,
    setHeaders: (reply, path) => {
      if (resolve(path).startsWith(hashedAssets)) reply.header('cache-control', HASHED_ASSETS_CACHE);
    },
  });
  const template = readFileSync(join(root, 'index.html'), 'utf8');
  const renderPage = createPageRenderer(app, root, publicUrl ?? 'http://127.0.0.1');

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isServerPath(path)) return notFound(request, reply);
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    const rendered = renderPage ? await renderedOrNull(renderPage, request) : null;
    if (!rendered) return sendPage(request, reply, template);
    return sendPage(request, reply.code(rendered.status), rendered.html);
  });
}

/** The page to send, rendered or under its head only; null when the render failed (the browser then renders the template). */
async function renderedOrNull(renderPage: PageRenderer, request: FastifyRequest) {
  try {
    return await renderPage(request.url);
  } catch (error) {
    request.log.warn(`page not rendered on the server, left to the browser: ${request.url}: ${String(error)}`);
    return null;
  }
}

function notFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '/';
  const message = path.startsWith(API_PREFIX) ? MESSAGES.unknownService : MESSAGES.unknownPage;
  return reply.code(404).send({ Message: message });
}
