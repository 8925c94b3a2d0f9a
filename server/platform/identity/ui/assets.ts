import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { SIGN_OUT_SCRIPT_PATH, STYLESHEET_PATH } from './pages.ts';

const STYLESHEET = readFileSync(new URL('./connexion.css', import.meta.url), 'utf8');
const SIGN_OUT_SCRIPT = readFileSync(new URL('./deconnexion.js', import.meta.url), 'utf8');

/** The stylesheet and the one script of the server-rendered pages, from the portal's own origin as the CSP wants. */
export function registerUiAssets(app: FastifyInstance): void {
  app.get(STYLESHEET_PATH, (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(STYLESHEET),
  );
  app.get(SIGN_OUT_SCRIPT_PATH, (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/javascript; charset=utf-8').send(SIGN_OUT_SCRIPT),
  );
}
