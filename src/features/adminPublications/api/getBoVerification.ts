import { queryOptions, useQuery } from '@tanstack/react-query';
import { post, type PostOptions } from '../../../lib/api/client.ts';
import { boPublicationKeys } from './boPublicationKeys.ts';

export function getBoVerification(idPersonne: number, id: number, options?: PostOptions) {
  return post('/BO/Publication/Publication_Verifier', { Id: id, IdPersonne: idPersonne }, options);
}

/** Under the publication's own key: whatever makes the publication stale makes its checks stale too. */
export function boVerificationQueryOptions(idPersonne: number, id: number) {
  return queryOptions({
    queryKey: [...boPublicationKeys.detail(idPersonne, id), 'verification'] as const,
    queryFn: ({ signal }) => getBoVerification(idPersonne, id, { signal }),
  });
}

/** The checks the author saw before submitting, computed on the publication as it stands. */
export function useBoVerification(idPersonne: number, id: number) {
  return useQuery(boVerificationQueryOptions(idPersonne, id));
}
