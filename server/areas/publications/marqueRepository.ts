import { compareFrench } from '../../../domain/frenchCollation.ts';
import { asc, eq, sql } from 'drizzle-orm';
import type { components } from '../../../openapi/generated/schema.d.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { marqueMisesAJour, marques, typesVoie } from '../../platform/db/schema.ts';

type Marque = components['schemas']['Marque'];
type AdresseMarque = components['schemas']['AdresseMarque'];

function selectMarques(db: Queryable) {
  return db
    .select({ marque: marques, typeVoie: typesVoie.libelle })
    .from(marques)
    .leftJoin(typesVoie, sql`${typesVoie.id} = (${marques.adresse} ->> 'IdTypeVoie')::int`);
}

type MarqueRow = Awaited<ReturnType<ReturnType<typeof selectMarques>['execute']>>[number];

function toMarque({ marque, typeVoie }: MarqueRow): Marque {
  return {
    Id: marque.id,
    Libelle: marque.libelle,
    Note: marque.note,
    Data: { GencodEditeur: marque.gencodEditeur },
    Adresse: { ...(marque.adresse as Omit<AdresseMarque, 'TypeVoieLibelle'>), TypeVoieLibelle: typeVoie },
  };
}

/**
 * The brands of the EAN's publisher: those whose prefix starts the EAN, the longest prefix winning
 * (registrant ranges vary in length, so the stored prefix is the publisher's whole segment).
 */
export async function marquesOfEan(db: Queryable, ean: string): Promise<Marque[]> {
  const rows = await selectMarques(db)
    .where(sql`starts_with(${ean}, ${marques.prefixeEditeur})`)
    .orderBy(asc(marques.libelle), asc(marques.id));
  const longest = Math.max(0, ...rows.map((row) => row.marque.prefixeEditeur.length));
  return rows
    .filter((row) => row.marque.prefixeEditeur.length === longest)
    .map(toMarque)
    .sort((a, b) => compareFrench(a.Libelle, b.Libelle) || a.Id - b.Id);
}

/** One brand as the portal stores it, as EAN_GetMarques shows it. */
export async function findMarque(db: Queryable, id: number): Promise<Marque | undefined> {
  const [row] = await selectMarques(db).where(eq(marques.id, id));
  return row && toMarque(row);
}

/** The label of a street type, from the portal's list rather than from the caller. */
export async function typeVoieLibelle(db: Queryable, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await db.select({ libelle: typesVoie.libelle }).from(typesVoie).where(eq(typesVoie.id, id));
  return row?.libelle ?? null;
}

export async function insertMarqueMiseAJour(
  db: Queryable,
  request: { idCompte: number; idPublication: number; idMarque: number | null; ancienne: unknown; nouvelle: unknown },
): Promise<number> {
  const [row] = await db.insert(marqueMisesAJour).values(request).returning({ id: marqueMisesAJour.id });
  if (!row) throw new Error('brand update insert returned no row');
  return row.id;
}
