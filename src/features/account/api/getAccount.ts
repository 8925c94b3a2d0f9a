import { queryOptions, useQuery } from '@tanstack/react-query';
import { post, type PostOptions } from '../../../lib/api/client.ts';
import { accountKeys } from './accountKeys.ts';

export function getAccount(options?: PostOptions) {
  return post('/Compte/Compte_Get', {}, options);
}

/** The signed-in user's account, keyed by their login so that another user never reads it from the cache. */
export function accountQueryOptions(login: string) {
  return queryOptions({
    queryKey: accountKeys.detail(login),
    queryFn: ({ signal }) => getAccount({ signal }),
  });
}

export function useAccount(login: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...accountQueryOptions(login), enabled });
}
