import { useMutation } from '@tanstack/react-query';
import { post } from '../../../lib/api/client.ts';
import type { ChangementMotDePasseValues } from '../types/account.ts';

export function changePassword(values: ChangementMotDePasseValues) {
  return post('/Compte/Compte_ChangePassword', values);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
