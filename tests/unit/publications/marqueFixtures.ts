import type { components } from '../../../openapi/generated/schema.d.ts';
import { marques } from '../../../server/compose/seed/data/marques.ts';
import { pays } from '../../../server/compose/seed/data/pays.ts';
import { typesVoie } from '../../../server/compose/seed/data/referenceLists.ts';

export type Marque = components['schemas']['Marque'];

/** The seeded brands as EAN_GetMarques answers them (ids in seed order, street type named). */
export const MARQUES: readonly Marque[] = marques.map((row, index) => ({
  Id: index + 1,
  Libelle: row.Libelle,
  Note: row.Note,
  Data: { GencodEditeur: row.GencodEditeur },
  Adresse: {
    ...row.Adresse,
    TypeVoieLibelle: typesVoie.find((type) => type.Id === row.Adresse.IdTypeVoie)?.Libelle ?? null,
  },
}));

function marque(libelle: string): Marque {
  const found = MARQUES.find((m) => m.Libelle === libelle);
  if (!found) throw new Error(`no seeded brand ${libelle}`);
  return found;
}

/** 978-2-36512: two brands. */
export const PENHOET = marque('Éditions de Penhoët');
export const PENHOET_JEUNESSE = marque('Penhoët Jeunesse');
/** 979-10-9: one brand. */
export const ATELIER_DU_RHONE = marque('Atelier du Rhône');

export { pays as PAYS, typesVoie as TYPES_VOIE };
