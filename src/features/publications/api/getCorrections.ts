import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { post, type PostOptions, type ResponseOf } from '../../../lib/api/client.ts';
import { publicationKeys } from '../../../lib/queryKeys/publicationKeys.ts';
import type { TraiterInput } from '../../../../machines/correctionItem/types.ts';

export type ListeCorrections = ResponseOf<'/Publication/Publication_Corrections'>;

export function getCorrections(id: number, options?: PostOptions) {
  return post('/Publication/Publication_Corrections', { Id: id }, options);
}

/** Under the publication's own key: what changes the publication makes its fix list stale too. */
export function correctionsQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...publicationKeys.detail(id), 'corrections'] as const,
    queryFn: ({ signal }) => getCorrections(id, { signal }),
  });
}

/** The fix list of the publication's last refusal; nothing is asked without a publication. */
export function useCorrections(id: number | null, enabled = true) {
  return useQuery({ ...correctionsQueryOptions(id ?? 0), enabled: id !== null && enabled });
}

/** Publication_Correction_Traiter: the whole list after the change. */
export function traiterCorrection(input: TraiterInput, signal: AbortSignal) {
  return post(
    '/Publication/Publication_Correction_Traiter',
    { Id: input.idPublication, IdCorrection: input.idCorrection, Etat: input.etat, Reponse: input.reponse },
    { signal },
  );
}

/** Keeps the list the server answered, so that the step counts and the other items follow at once. */
export function storeCorrections(queryClient: QueryClient, id: number, liste: ListeCorrections): void {
  queryClient.setQueryData(correctionsQueryOptions(id).queryKey, liste);
}
