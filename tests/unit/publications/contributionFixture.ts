import type { AuteurContribution } from '../../../src/features/publications/utils/authorRows.ts';

/** One contributor of a publication, as step 2 saves it: name, type of contribution, rank and languages. */
export const contribution = (
  Nom: string,
  IdTypeContribution: number,
  Rang: number,
  IdsLangues: number[] = [],
): AuteurContribution => ({
  Nom,
  IdTypeContribution,
  IdsLangues,
  Rang,
});
