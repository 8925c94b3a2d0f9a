import { useQuery } from '@tanstack/react-query';
import { postQueryOptions } from '../../../lib/api/postQueryOptions.ts';
import { REFERENCE_CACHE } from '../../../lib/api/queryDefaults.ts';
import { referenceKeys } from '../../../lib/queryKeys/referenceKeys.ts';

export function raisonsRefusQueryOptions() {
  return postQueryOptions(referenceKeys.list('raisonsRefus'), '/StaticData/Get_RaisonRefus', {}, REFERENCE_CACHE);
}

/** The reasons a refusal chooses from (StaticData/Get_RaisonRefus). */
export function useRaisonsRefus() {
  return useQuery(raisonsRefusQueryOptions());
}
