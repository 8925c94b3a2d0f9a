import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';
import { ApiError } from '../lib/api/apiError.ts';

/** The id of the page's JSON block that carries what the server rendered it with. */
export const HYDRATION_DATA_ID = 'portail-hydration';

/** What the browser needs to hydrate a page the server rendered: the router's state and the queries' data. */
export interface HydrationData {
  router: HydrationState;
  queries: DehydratedState;
}

/** A refusal as it travels in the page: what the browser needs to make the same ApiError again. */
interface WireError {
  message: string;
  status: number;
}

function isNotFound(error: unknown): error is ApiError {
  return error instanceof ApiError && error.isNotFound;
}

/**
 * The queries the page was rendered with: their data, and the "not found" answers that made it a not-found page
 * (the browser shows the same page rather than asking again). Any other failure never reaches this point: the
 * server then leaves the page to the browser.
 */
export function dehydrateQueries(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' || isNotFound(query.state.error),
  });
  return {
    ...state,
    queries: state.queries.map((query) => {
      const { error } = query.state;
      if (!isNotFound(error)) return query;
      const wire: WireError = { message: error.message, status: error.status };
      return { ...query, state: { ...query.state, error: wire as unknown as Error } };
    }),
  };
}

/**
 * Puts the server's queries in the browser's cache, its "not found" answers as the ApiErrors they were. The cache is
 * empty when the page starts and the server sends settled queries only: building each one with its state is all that
 * TanStack's `hydrate` would do here, without its code in the entry chunk.
 */
export function hydrateQueries(queryClient: QueryClient, state: DehydratedState): void {
  const cache = queryClient.getQueryCache();
  for (const { queryKey, queryHash, state: queryState } of state.queries) {
    const wire = queryState.error as WireError | null;
    if (wire) {
      // A not-found page stays one as it hydrates, instead of turning into a loading state while it asks again.
      queryClient.setQueryDefaults(queryKey, { retryOnMount: false });
    }
    const error = wire ? new ApiError(wire.message, wire.status) : null;
    cache.build(queryClient, { queryKey, queryHash }, { ...queryState, error, fetchStatus: 'idle' });
  }
}

const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * The data as a JSON block the browser does not execute (the CSP allows no inline script): nothing in it can close
 * the element or be read as markup.
 */
export function hydrationDataScript(data: HydrationData): string {
  const json = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (character) => UNSAFE_IN_SCRIPT[character] ?? '');
  return `<script type="application/json" id="${HYDRATION_DATA_ID}">${json}</script>`;
}

/** The data of a page the server rendered, or null for a page the browser renders alone. */
export function readHydrationData(document: Document): HydrationData | null {
  const text = document.getElementById(HYDRATION_DATA_ID)?.textContent;
  if (!text) return null;
  return JSON.parse(text) as HydrationData;
}
