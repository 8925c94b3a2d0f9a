import { queryOptions, useQuery } from '@tanstack/react-query';
import { post, type PostOptions } from '../../../lib/api/client.ts';
import { STALE_TIME } from '../../../lib/api/queryDefaults.ts';
import { contentKeys } from '../../../lib/queryKeys/contentKeys.ts';

/** The content blocks the public pages show (Contenu.Nom). */
export type ContenuName = 'Accueil' | 'FAQ' | 'CGU' | 'MentionsLegales' | 'PolitiqueCookie';

export function getContenuByName(name: ContenuName, options?: PostOptions) {
  return post('/Contenu/Contenu_GetByName', { Name: name }, options);
}

export function contenuQueryOptions(name: ContenuName) {
  return queryOptions({
    queryKey: contentKeys.contenu(name),
    queryFn: ({ signal }) => getContenuByName(name, { signal }),
    staleTime: STALE_TIME.content,
  });
}

export function useContenu(name: ContenuName) {
  return useQuery(contenuQueryOptions(name));
}
