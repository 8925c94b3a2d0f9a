import { useMutation } from '@tanstack/react-query';
import { post, type ValuesOf } from '../../../lib/api/client.ts';

export type MarqueUpdateValues = ValuesOf<'/Publication/Publication_UpdateMarque'>;

/**
 * Reports a correction of a brand's details to the referencing provider; the stored brand does not change
 * until the provider has handled it, so no cached list is refreshed.
 */
export function updateMarque(values: MarqueUpdateValues) {
  return post('/Publication/Publication_UpdateMarque', values);
}

export function useUpdateMarque() {
  return useMutation({ mutationFn: updateMarque });
}
