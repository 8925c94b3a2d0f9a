import { queryOptions, useQuery } from '@tanstack/react-query';
import { post, type ResponseOf } from '../../../lib/api/client.ts';
import { REFERENCE_CACHE } from '../../../lib/api/queryDefaults.ts';
import { referenceKeys } from '../../../lib/queryKeys/referenceKeys.ts';

/** The reference lists the publication screens choose from (StaticData calls without values). */
const REFERENCE_LISTS = {
  langues: '/StaticData/Get_Langues',
  typesContribution: '/StaticData/Get_TypeContribution',
  disponibilites: '/StaticData/Get_Disponibilite',
  formats: '/StaticData/Get_Formats',
  illustrations: '/StaticData/Get_Illustrations',
  typesOuvrage: '/StaticData/Get_TypeOuvrage',
  sujets: '/StaticData/Get_SujetOuvrage',
  etatsPublication: '/StaticData/Get_EtatPublication',
  typesVoie: '/StaticData/Get_TypeVoie',
  pays: '/StaticData/Get_Pays',
} as const;

type ReferenceLists = typeof REFERENCE_LISTS;
export type ReferenceListName = keyof ReferenceLists;
export type ReferenceList<N extends ReferenceListName> = ResponseOf<ReferenceLists[N]>;

type ListPath = ReferenceLists[ReferenceListName];

// Every one of these calls takes empty values; the union of paths cannot carry that through `post`'s generic.
function fetchList(path: ListPath, signal: AbortSignal): Promise<unknown> {
  return (post as (path: ListPath, values: object, options: { signal: AbortSignal }) => Promise<unknown>)(
    path,
    {},
    { signal },
  );
}

export function referenceListQueryOptions<N extends ReferenceListName>(name: N) {
  return queryOptions({
    // The same keys as the other features' queries of these lists, so that the cache is shared.
    queryKey: referenceKeys.list(name),
    queryFn: ({ signal }) => fetchList(REFERENCE_LISTS[name], signal) as Promise<ReferenceList<N>>,
    ...REFERENCE_CACHE,
  });
}

export function useReferenceList<N extends ReferenceListName>(name: N) {
  return useQuery(referenceListQueryOptions(name));
}
