import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post, type ValuesOf } from '../../../lib/api/client.ts';
import { boProductKeys } from './boProductKeys.ts';

export type BoReductionCreateValues = ValuesOf<'/BO/Produit/Reduction_Create'>;

/** Creates a discount code (a product of type 5); the list is read again. */
export function useCreateBoReduction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: BoReductionCreateValues) => post('/BO/Produit/Reduction_Create', values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boProductKeys.lists() }),
  });
}
