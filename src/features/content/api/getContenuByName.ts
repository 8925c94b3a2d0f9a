import { useQuery } from '@tanstack/react-query';
import { STALE_TIME } from '../../../lib/api/queryDefaults.ts';
import { contentKeys } from '../../../lib/queryKeys/contentKeys.ts';
import { postQueryOptions } from '../../../lib/api/postQueryOptions.ts';

/** The content blocks the public pages show (Contenu.Nom). */
export type ContenuName = 'Accueil' | 'FAQ' | 'CGU' | 'MentionsLegales' | 'PolitiqueCookie';

export function contenuQueryOptions(name: ContenuName) {
  return postQueryOptions(
    contentKeys.contenu(name),
    '/Contenu/Contenu_GetByName',
    { Name: name },
    { staleTime: STALE_TIME.content },
  );
}

export function useContenu(name: ContenuName) {
  return useQuery(contenuQueryOptions(name));
}
