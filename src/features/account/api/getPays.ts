import { useQuery } from '@tanstack/react-query';
import { REFERENCE_CACHE } from '../../../lib/api/queryDefaults.ts';
import { referenceKeys } from '../../../lib/queryKeys/referenceKeys.ts';
import { postQueryOptions } from '../../../lib/api/postQueryOptions.ts';

export function paysQueryOptions() {
  return postQueryOptions(referenceKeys.list('pays'), '/StaticData/Get_Pays', {}, REFERENCE_CACHE);
}

export function usePays() {
  return useQuery(paysQueryOptions());
}
