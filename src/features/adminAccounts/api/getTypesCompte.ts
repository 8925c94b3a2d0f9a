import { useQuery } from '@tanstack/react-query';
import { postQueryOptions } from '../../../lib/api/postQueryOptions.ts';
import { REFERENCE_CACHE } from '../../../lib/api/queryDefaults.ts';
import { referenceKeys } from '../../../lib/queryKeys/referenceKeys.ts';

/** The account types of StaticData/Get_TypeCompte (back-office, front-office). */
export function useTypesCompte() {
  return useQuery(
    postQueryOptions(referenceKeys.list('typesCompte'), '/StaticData/Get_TypeCompte', {}, REFERENCE_CACHE),
  );
}
