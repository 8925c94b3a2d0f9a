import { queryOptions, useQuery } from '@tanstack/react-query';
import { post, type PostOptions, type ResponseOf } from '../../../lib/api/client.ts';
import { boPublicationKeys } from './boPublicationKeys.ts';

export type BoPublication = ResponseOf<'/BO/Publication/Publication_Get'>;

export function getBoPublication(idPersonne: number, id: number, options?: PostOptions) {
  return post('/BO/Publication/Publication_Get', { Id: id, IdPersonne: idPersonne }, options);
}

export function boPublicationQueryOptions(idPersonne: number, id: number) {
  return queryOptions({
    queryKey: boPublicationKeys.detail(idPersonne, id),
    queryFn: ({ signal }) => getBoPublication(idPersonne, id, { signal }),
  });
}

/** A publication of any account, with its owner; nothing is asked for ids that cannot be ones. */
export function useBoPublication(idPersonne: number | null, id: number | null) {
  return useQuery({
    ...boPublicationQueryOptions(idPersonne ?? 0, id ?? 0),
    enabled: idPersonne !== null && id !== null,
  });
}
