import { useMutation } from '@tanstack/react-query';
import { post } from '../../../lib/api/client.ts';
import type { ContactValues } from '../../../lib/api/types.ts';

export function sendContact(values: ContactValues) {
  return post('/Gestion/Gestion_Contact', values);
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
