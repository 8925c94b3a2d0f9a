import type { ValuesOf } from '../../../lib/api/client.ts';

export type BoProduitListValues = ValuesOf<'/BO/Produit/Produit_GetAll_List'>;

/** The query keys of the back office's products. Every page sits under `lists`, which a save or a new reduction makes stale. */
export const boProductKeys = {
  lists: () => ['bo', 'produits', 'list'] as const,
  list: (values: BoProduitListValues) => ['bo', 'produits', 'list', values] as const,
};
