import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { post, type PostPath, type ValuesOf } from './client.ts';

/** How long an answer stays fresh, and stays cached once unused, when the client's defaults do not fit it. */
export interface QueryFreshness {
  staleTime?: number;
  gcTime?: number;
}

/**
 * The query of one call of the contract under `queryKey`; the call takes the query's abort signal, so that leaving
 * a page cancels what it asked for.
 */
export function postQueryOptions<P extends PostPath, K extends QueryKey>(
  queryKey: K,
  path: P,
  values: ValuesOf<P>,
  freshness: QueryFreshness = {},
) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => post(path, values, { signal }), ...freshness });
}
