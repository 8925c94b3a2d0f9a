import type { components } from '../../../openapi/generated/schema.d.ts';
import { classificationOf } from '../../../server/areas/onix/public.ts';
import { sujets } from '../../../server/compose/seed/data/sujets.ts';
import type { SujetRow } from '../../../server/compose/seed/data/types.ts';

type SujetOuvrage = components['schemas']['SujetOuvrage'];

function asServed(rows: readonly SujetRow[]): SujetOuvrage[] {
  return rows.map((row) => ({ ...row, ...classificationOf(row.Id), Enfants: asServed(row.Enfants) }));
}

/** The seed tree as Get_SujetOuvrage answers it: each subject with its Thema and CLIL classifications. */
export const servedSujets: readonly SujetOuvrage[] = asServed(sujets);
