import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every response, `index.html` included: nothing inline, nothing from
 * elsewhere. Written out in full rather than on helmet's defaults so that it says exactly this.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  // blob: shows covers fetched with the bearer token, and the images chosen before they are sent.
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

/** With an external identity provider, the browser fetches its discovery document and tokens itself. */
function directivesFor(oidcIssuer: string | undefined): typeof CONTENT_SECURITY_POLICY {
  if (!oidcIssuer) return CONTENT_SECURITY_POLICY;
  return { ...CONTENT_SECURITY_POLICY, 'connect-src': ["'self'", new URL(oidcIssuer).origin] };
}

export function registerSecurityHeaders(app: FastifyInstance, oidcIssuer?: string): void {
  app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: directivesFor(oidcIssuer) },
    frameguard: { action: 'deny' },
  });
}
