import { useQuery } from '@tanstack/react-query';
import { REFERENCE_CACHE } from '../../../lib/api/queryDefaults.ts';
import { referenceKeys } from '../../../lib/queryKeys/referenceKeys.ts';
import { postQueryOptions } from '../../../lib/api/postQueryOptions.ts';

export function sujetsContactQueryOptions() {
  return postQueryOptions(referenceKeys.list('sujetsContact'), '/StaticData/Get_SujetContact', {}, REFERENCE_CACHE);
}

export function useSujetsContact() {
  return useQuery(sujetsContactQueryOptions());
}
