import type { FastifyInstance } from 'fastify';

/** Statuses whose answers have no body, which the Response constructor refuses one for. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * The transport of the pages the server renders: each API call becomes a request injected into the server's own
 * routes (same validation, handlers and caches as a browser's call), anonymous, never on the network.
 */
export function inProcessApi(app: FastifyInstance): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    const answer = await app.inject({
      method: request.method as 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': request.headers.get('content-type') ?? 'application/json' },
      payload: request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text(),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const body = NULL_BODY_STATUSES.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload);
    return new Response(body, { status: answer.statusCode, headers });
  };
}
