import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post, type ValuesOf } from '../../../lib/api/client.ts';
import { boProductKeys } from './boProductKeys.ts';
import type { BoProduit } from './getBoProduitPage.ts';

export type BoProduitValues = ValuesOf<'/BO/Produit/Produit_Update'>;
export type BoReductionValues = ValuesOf<'/BO/Produit/Reduction_Update'>;

export interface BoProduitSave {
  /** The product's label, price and visibility, when they changed. */
  produit: BoProduitValues | null;
  /** A discount's kind, value and dates, when they changed. */
  reduction: BoReductionValues | null;
}

/** Saves what changed of a product, then of its discount; the list is read again either way. */
export function useSaveBoProduit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ produit, reduction }: BoProduitSave): Promise<BoProduit | null> => {
      let saved: BoProduit | null = null;
      if (produit) saved = await post('/BO/Produit/Produit_Update', produit);
      if (reduction) saved = await post('/BO/Produit/Reduction_Update', reduction);
      return saved;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: boProductKeys.lists() }),
  });
}
