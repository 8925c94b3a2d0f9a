import { queryOptions, useQuery } from '@tanstack/react-query';
import { post, type PostOptions } from '../../../lib/api/client.ts';
import { accountKeys } from './accountKeys.ts';

export function confirmAccount(code: string, options?: PostOptions) {
  return post('/Compte/Compte_LoginConfirmation', { Code: code }, options);
}

/**
 * A confirmation is asked for once per code and its answer kept: a code works only once, so asking again (a
 * second render, the window regaining focus) would report a used code to a user who has just confirmed.
 */
export function accountConfirmationQueryOptions(code: string) {
  return queryOptions({
    queryKey: accountKeys.confirmation(code),
    queryFn: () => confirmAccount(code),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useAccountConfirmation(code: string) {
  return useQuery(accountConfirmationQueryOptions(code));
}
