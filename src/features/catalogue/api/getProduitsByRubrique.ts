import { useQuery } from '@tanstack/react-query';
import { STALE_TIME } from '../../../lib/api/queryDefaults.ts';
import { catalogueKeys } from '../../../lib/queryKeys/catalogueKeys.ts';
import { postQueryOptions } from '../../../lib/api/postQueryOptions.ts';

export function produitsByRubriqueQueryOptions(idRubrique: number) {
  return postQueryOptions(
    catalogueKeys.produitsOfRubrique(idRubrique),
    '/Produit/Produit_GetByRubrique',
    { IdRubrique: idRubrique },
    { staleTime: STALE_TIME.content },
  );
}

export function useProduitsByRubrique(idRubrique: number | null) {
  return useQuery({ ...produitsByRubriqueQueryOptions(idRubrique ?? 0), enabled: idRubrique !== null });
}
