import type { ValuesOf } from '../../../lib/api/client.ts';

export type BoLivraisonListValues = ValuesOf<'/BO/Livraison/Livraison_GetAll_List'>;

/** The query keys of the back office's deliveries. Every page and detail sits under `all`, which an action makes stale. */
export const boLivraisonKeys = {
  all: () => ['bo', 'livraisons'] as const,
  lists: () => ['bo', 'livraisons', 'list'] as const,
  list: (values: BoLivraisonListValues) => ['bo', 'livraisons', 'list', values] as const,
  detail: (id: number) => ['bo', 'livraisons', 'detail', id] as const,
};
