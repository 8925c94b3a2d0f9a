import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api/client.ts';
import type { CompteMiseAJourValues } from '../types/account.ts';
import { accountQueryOptions } from './getAccount.ts';

export function updateAccount(values: CompteMiseAJourValues) {
  return post('/Compte/Compte_Update', values);
}

export function useUpdateAccount(login: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (compte) => queryClient.setQueryData(accountQueryOptions(login).queryKey, compte),
  });
}
