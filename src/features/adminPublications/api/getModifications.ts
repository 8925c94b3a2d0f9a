import { queryOptions, useQuery } from '@tanstack/react-query';
import { post, type PostOptions, type ResponseOf } from '../../../lib/api/client.ts';
import { boPublicationKeys } from './boPublicationKeys.ts';

export type ModificationsDepuisRefus = ResponseOf<'/BO/Publication/Publication_Modifications'>;

export function getModifications(idPersonne: number, id: number, options?: PostOptions) {
  return post('/BO/Publication/Publication_Modifications', { Id: id, IdPersonne: idPersonne }, options);
}

export function modificationsQueryOptions(idPersonne: number, id: number) {
  return queryOptions({
    queryKey: [...boPublicationKeys.detail(idPersonne, id), 'modifications'] as const,
    queryFn: ({ signal }) => getModifications(idPersonne, id, { signal }),
  });
}

/** What changed since the publication's last refusal, with the items and the author's answers. */
export function useModifications(idPersonne: number, id: number) {
  return useQuery(modificationsQueryOptions(idPersonne, id));
}
