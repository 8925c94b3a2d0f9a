import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
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

/** What helmet does to every response with these options, worked out once: the headers it sets and removes. */
function helmetHeaders(options: HelmetOptions): { set: [string, string][]; removed: string[] } {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const response = {
    setHeader: (name: string, value: string) => void set.push([name, value]),
    removeHeader: (name: string) => void removed.push(name),
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return { set, removed };
}

/**
 * Helmet's headers (written out once, not rebuilt by helmet on every request as its Fastify plugin does), the
 * Permissions-Policy, and no-store on personal answers.
 */
export function registerSecurityHeaders(app: FastifyInstance, oidcIssuer?: string, paymentUrl?: string): void {
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: directivesFor(oidcIssuer, paymentUrl) },
    frameguard: { action: 'deny' },
  });
  headers.set.push(['permissions-policy', PERMISSIONS_POLICY]);
  // On the raw response, as helmet does, so that the embedded identity provider's answers carry them too.
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const name of headers.removed) raw.removeHeader(name);
    for (const [name, value] of headers.set) raw.setHeader(name, value);
    done();
  });
  app.addHook('onSend', noStoreOnPersonalAnswers);
}
