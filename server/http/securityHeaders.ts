import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS_POLICY } from './permissionsPolicy.ts';
import { noStoreOnPersonalAnswers } from './personalAnswers.ts';

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
  // The only frame: a new tab's silent sign-in, at the provider then back on the portal's silent page.
  'frame-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

/**
 * With an external identity provider, the browser fetches its discovery document and tokens itself, and opens its
 * authorisation endpoint in a hidden frame for a new tab's silent sign-in. The payment form
 * is posted to the payment provider's origin (the portal's own for the embedded sandbox).
 */
function directivesFor(oidcIssuer: string | undefined, paymentUrl: string | undefined): typeof CONTENT_SECURITY_POLICY {
  const directives = { ...CONTENT_SECURITY_POLICY };
  if (oidcIssuer) {
    directives['connect-src'] = ["'self'", new URL(oidcIssuer).origin];
    directives['frame-src'] = ["'self'", new URL(oidcIssuer).origin];
  }
  if (paymentUrl) directives['form-action'] = ["'self'", new URL(paymentUrl).origin];
  return directives;
}

export function registerSecurityHeaders(app: FastifyInstance, oidcIssuer?: string, paymentUrl?: string): void {
  app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: directivesFor(oidcIssuer, paymentUrl) },
    frameguard: { action: 'deny' },
  });
  // On the raw response, as helmet does, so that the embedded identity provider's answers carry it too.
  app.addHook('onRequest', async (_request, reply) => {
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
  });
  app.addHook('onSend', noStoreOnPersonalAnswers);
}
