import { useQuery } from '@tanstack/react-query';
import { postQueryOptions } from '../../../lib/api/postQueryOptions.ts';
import { REFERENCE_CACHE } from '../../../lib/api/queryDefaults.ts';
import { referenceKeys } from '../../../lib/queryKeys/referenceKeys.ts';

/** The order states of StaticData/Get_EtatCommande, the basket left out by the list's filter. */
export function useEtatsCommande() {
  return useQuery(
    postQueryOptions(referenceKeys.list('etatsCommande'), '/StaticData/Get_EtatCommande', {}, REFERENCE_CACHE),
  );
}
