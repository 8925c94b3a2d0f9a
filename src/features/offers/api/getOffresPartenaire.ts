import { useQuery } from '@tanstack/react-query';
import { STALE_TIME } from '../../../lib/api/queryDefaults.ts';
import { offerKeys } from './offerKeys.ts';
import { postQueryOptions } from '../../../lib/api/postQueryOptions.ts';

/** The partners' offers: the content `OffresPartenaire`, for either role. */
export function offresPartenaireQueryOptions() {
  return postQueryOptions(offerKeys.all(), '/Offre/Offre_GetPartenaire', {}, { staleTime: STALE_TIME.content });
}

export function useOffresPartenaire() {
  return useQuery(offresPartenaireQueryOptions());
}
