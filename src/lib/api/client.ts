import createClient from 'openapi-fetch';
import type { paths } from '../../../openapi/generated/schema.d.ts';
import { getAccessToken } from './accessToken.ts';
import { ApiError, NETWORK_ERROR_MESSAGE } from './apiError.ts';
import { APPLICATION_KEY, toApiError } from './fetchWithToken.ts';

/** The origin of the API as the server's renderer calls it; never on the network. */
export const SERVER_RENDER_ORIGIN = 'http://portail.invalid';

/** What carries a call: the browser's fetch, or the server's own routes while it renders a page. */
export type ApiTransport = (request: Request) => Promise<Response>;

let serverTransport: ApiTransport | null = null;

/** The server's renderer (src/ssr) sends the calls of the pages it renders to its own routes, in-process. */
export function setServerTransport(transport: ApiTransport): void {
  serverTransport = transport;
}

/** The browser's only HTTP client: every call of the contract, same origin, under /api. */
export const apiClient = createClient<paths>({
  // The server's renderer has no page address to resolve `/api` against: a name of its own stands in.
  baseUrl: import.meta.env.SSR ? `${SERVER_RENDER_ORIGIN}/api` : '/api',
  // Resolved at call time so that tests can stand in for the network.
  fetch: (request) => (serverTransport ?? globalThis.fetch)(request),
});

apiClient.use({
  onRequest({ request }) {
    const token = getAccessToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
});

export type PostPath = { [P in keyof paths]: paths[P] extends { post: object } ? P : never }[keyof paths];
type PostOperation<P extends PostPath> = paths[P]['post'];
type RequestEnvelope<P extends PostPath> =
  PostOperation<P> extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;

/** What a call takes in `Values`. */
export type ValuesOf<P extends PostPath> = RequestEnvelope<P> extends { Values?: infer V } ? V : never;

/** What a call answers with on success. */
export type ResponseOf<P extends PostPath> =
  PostOperation<P> extends { responses: { 200: { content: { 'application/json': infer R } } } } ? R : never;

export interface PostOptions {
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key`: a retry of the same action with the same key replays its first answer. */
  idempotencyKey?: string;
}

type UntypedPost = (
  path: string,
  init: { body: unknown; signal?: AbortSignal; headers?: Record<string, string> },
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/**
 * Calls `path` with the `{ Application_Key, Values }` envelope. Resolves with the payload; rejects with an
 * ApiError whose message is French, whatever went wrong (refusal, network, unreadable answer).
 */
export async function post<P extends PostPath>(
  path: P,
  values: ValuesOf<P>,
  { signal, idempotencyKey }: PostOptions = {},
): Promise<ResponseOf<P>> {
  // openapi-fetch cannot narrow its body type through a generic path; ValuesOf<P> types the envelope instead.
  const untypedPost = apiClient.POST as unknown as UntypedPost;
  let result: Awaited<ReturnType<UntypedPost>>;
  try {
    result = await untypedPost(path, {
      body: { Application_Key: APPLICATION_KEY, Values: values },
      signal,
      ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }
  const { data, error, response } = result;
  if (response.ok) return data as ResponseOf<P>;
  throw toApiError(response.status, error);
}
