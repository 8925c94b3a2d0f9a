import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { IDENTITY_PATHS } from '../../../domain/identity/paths.ts';

/** The page's one script, from the portal's own origin as the Content-Security-Policy wants. */
export const SILENT_CALLBACK_SCRIPT_PATH = `${IDENTITY_PATHS.silentCallback}.js`;

const SCRIPT = readFileSync(new URL('./ui/silentCallback.js', import.meta.url), 'utf8');

const PAGE = `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><title>Connexion</title><script src="${SILENT_CALLBACK_SCRIPT_PATH}"></script></head>
<body></body>
</html>
`;

/**
 * Where the identity provider answers a silent sign-in (`prompt=none`), in a hidden frame of a portal page: a new
 * tab of a browser that has signed in gets its own tokens from the provider's session. The page only hands the
 * answer to its parent; it may be framed by the portal's own pages and nobody else's.
 */
export function registerSilentCallback(app: FastifyInstance): void {
  app.get(IDENTITY_PATHS.silentCallback, (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .header('x-frame-options', 'SAMEORIGIN')
      .header(
        'content-security-policy',
        `default-src 'none'; script-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`,
      )
      .type('text/html; charset=utf-8')
      .send(PAGE),
  );
  app.get(SILENT_CALLBACK_SCRIPT_PATH, (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(SCRIPT),
  );
}
