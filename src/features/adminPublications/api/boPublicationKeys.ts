import type { BoPublicationListKind, BoPublicationListValues } from './getBoPublicationPage.ts';

/** The query keys of the back office's publications. Every list sits under `lists`, which a change makes stale. */
export const boPublicationKeys = {
  lists: () => ['bo', 'publications'] as const,
  list: (kind: BoPublicationListKind, values: BoPublicationListValues) => ['bo', 'publications', kind, values] as const,
  detail: (idPersonne: number, id: number) => ['bo', 'publication', idPersonne, id] as const,
};
