import { queryOptions, useQuery } from '@tanstack/react-query';
import { post, type PostOptions, type ResponseOf } from '../../../lib/api/client.ts';
import { publicationKeys } from '../../../lib/queryKeys/publicationKeys.ts';

export type FicheLibraire = ResponseOf<'/Publication/Publication_FicheLibraire'>;

export function getFicheLibraire(id: number, options?: PostOptions) {
  return post('/Publication/Publication_FicheLibraire', { Id: id }, options);
}

export function ficheLibraireQueryOptions(id: number) {
  return queryOptions({
    // Under the publication's own key, so that whatever makes the publication stale makes its fiche stale too.
    queryKey: [...publicationKeys.detail(id), 'fiche-libraire'] as const,
    queryFn: ({ signal }) => getFicheLibraire(id, { signal }),
  });
}

/** The publication as a bookseller will read it in the catalogue. */
export function useFicheLibraire(id: number) {
  return useQuery(ficheLibraireQueryOptions(id));
}
