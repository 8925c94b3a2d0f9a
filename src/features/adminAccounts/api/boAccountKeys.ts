import type { BoCompteFiltres, BoCompteListValues } from './getBoComptePage.ts';

/** The query keys of the back office's accounts. The pages and the counts sit under `all`, which a save or a deletion makes stale. */
export const boAccountKeys = {
  all: () => ['bo', 'comptes'] as const,
  list: (values: BoCompteListValues) => ['bo', 'comptes', 'list', values] as const,
  count: (filtres: BoCompteFiltres) => ['bo', 'comptes', 'count', filtres] as const,
};
