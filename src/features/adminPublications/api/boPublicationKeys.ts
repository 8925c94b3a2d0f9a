import type { ValuesOf } from '../../../lib/api/client.ts';

/** The back office's two publication lists: every publication, and those awaiting moderation. */
export type BoPublicationListKind = 'publications' | 'moderation';
export type BoPublicationListValues = ValuesOf<'/BO/Publication/Publication_GetAll_List'> &
  ValuesOf<'/BO/Publication/PublicationModeration_GetAll_List'>;

/** The query keys of the back office's publications. Every list sits under `lists`, which a change makes stale. */
export const boPublicationKeys = {
  lists: () => ['bo', 'publications'] as const,
  list: (kind: BoPublicationListKind, values: BoPublicationListValues) => ['bo', 'publications', kind, values] as const,
  detail: (idPersonne: number, id: number) => ['bo', 'publication', idPersonne, id] as const,
};
