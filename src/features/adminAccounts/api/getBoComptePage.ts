import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { post, type PostOptions, type ResponseOf } from '../../../lib/api/client.ts';
import { boAccountKeys, type BoCompteFiltres, type BoCompteListValues } from './boAccountKeys.ts';

const LIST = '/BO/Compte/Compte_GetAll';
const COUNT = '/BO/Compte/Compte_GetAll_Count';

export type BoCompteResume = ResponseOf<typeof LIST>[number];
export type { BoCompteFiltres, BoCompteListValues };

export function getBoComptes(values: BoCompteListValues, options?: PostOptions) {
  return post(LIST, values, options);
}

export function countBoComptes(filtres: BoCompteFiltres, options?: PostOptions) {
  return post(COUNT, filtres, options);
}

/** One page of the accounts, the last updated first. */
export function useBoComptes(values: BoCompteListValues) {
  return useQuery(
    queryOptions({
      queryKey: boAccountKeys.list(values),
      queryFn: ({ signal }) => getBoComptes(values, { signal }),
      // The page shown stays while the next one loads: no jump, only a dimmed table.
      placeholderData: keepPreviousData,
    }),
  );
}

/** How many accounts pass the filters (the same filters as the page, without its paging). */
export function useBoComptesCount(filtres: BoCompteFiltres) {
  return useQuery(
    queryOptions({
      queryKey: boAccountKeys.count(filtres),
      queryFn: ({ signal }) => countBoComptes(filtres, { signal }),
      placeholderData: keepPreviousData,
    }),
  );
}
