import type { ValuesOf } from '../../../lib/api/client.ts';

export type BoCompteListValues = ValuesOf<'/BO/Compte/Compte_GetAll'>;
export type BoCompteFiltres = ValuesOf<'/BO/Compte/Compte_GetAll_Count'>;

/** The query keys of the back office's accounts. The pages and the counts sit under `all`, which a save or a deletion makes stale. */
export const boAccountKeys = {
  all: () => ['bo', 'comptes'] as const,
  list: (values: BoCompteListValues) => ['bo', 'comptes', 'list', values] as const,
  count: (filtres: BoCompteFiltres) => ['bo', 'comptes', 'count', filtres] as const,
};
