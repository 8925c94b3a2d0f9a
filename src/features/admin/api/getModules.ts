import { useQuery } from '@tanstack/react-query';
import { STALE_TIME } from '../../../lib/api/queryDefaults.ts';
import { adminKeys } from './adminKeys.ts';
import { postQueryOptions } from '../../../lib/api/postQueryOptions.ts';

/** The back-office modules, keyed by the signed-in login so that one user never reads another's from the cache. */
export function modulesQueryOptions(login: string) {
  return postQueryOptions(adminKeys.modules(login), '/BO/Gestion/Module_GetAll', {}, { staleTime: STALE_TIME.content });
}

/** Fetched only once a token exists (spec 1 §6): `enabled` says so. */
export function useModules(login: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...modulesQueryOptions(login), enabled });
}
