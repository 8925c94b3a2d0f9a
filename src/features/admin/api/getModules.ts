import { queryOptions, useQuery } from '@tanstack/react-query';
import { post, type PostOptions } from '../../../lib/api/client.ts';
import { STALE_TIME } from '../../../lib/api/queryDefaults.ts';
import { adminKeys } from './adminKeys.ts';

export function getModules(options?: PostOptions) {
  return post('/BO/Gestion/Module_GetAll', {}, options);
}

/** The back-office modules, keyed by the signed-in login so that one user never reads another's from the cache. */
export function modulesQueryOptions(login: string) {
  return queryOptions({
    queryKey: adminKeys.modules(login),
    queryFn: ({ signal }) => getModules({ signal }),
    staleTime: STALE_TIME.content,
  });
}

/** Fetched only once a token exists (spec 1 §6): `enabled` says so. */
export function useModules(login: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...modulesQueryOptions(login), enabled });
}
