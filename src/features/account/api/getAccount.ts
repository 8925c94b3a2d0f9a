import { useQuery } from '@tanstack/react-query';
import { accountKeys } from './accountKeys.ts';
import { postQueryOptions } from '../../../lib/api/postQueryOptions.ts';

/** The signed-in user's account, keyed by their login so that another user never reads it from the cache. */
export function accountQueryOptions(login: string) {
  return postQueryOptions(accountKeys.detail(login), '/Compte/Compte_Get', {});
}

export function useAccount(login: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...accountQueryOptions(login), enabled });
}
