import { useMutation } from '@tanstack/react-query';
import { post } from '../../../lib/api/client.ts';
import type { CompteCreationValues } from '../types/account.ts';

export function createAccount(values: CompteCreationValues) {
  return post('/Compte/Compte_LoginCreate', values);
}

export function useCreateAccount() {
  return useMutation({ mutationFn: createAccount });
}
