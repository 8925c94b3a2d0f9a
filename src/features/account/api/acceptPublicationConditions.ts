import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api/client.ts';
import { accountQueryOptions } from './getAccount.ts';

/** Records on the account that its author accepted the conditions of declaring a publication. */
export function acceptPublicationConditions() {
  return post('/Compte/Compte_AccepteConditionsPublication', {});
}

/** The acceptance, whose answer (the account) replaces the cached one, so that the wizard opens without asking again. */
export function useAcceptPublicationConditions(login: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptPublicationConditions,
    onSuccess: (compte) => queryClient.setQueryData(accountQueryOptions(login).queryKey, compte),
  });
}
