import { eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database.ts';
import { disponibilites, formats, marques, sujets, typesContribution } from '../../platform/db/schema.ts';
import { findOwnPublication, NO_MODERATION, toPublication } from '../publications/public.ts';
import type { FicheLabels } from './ficheLibraire.ts';
import type { OnixSource } from './source.ts';
import { pendingPricesOf } from '../prices/public.ts';

/**
 * The account's publication as the fiche reads it (undefined for another account's, as for a missing one): the
 * mapping's source, with the cover at the address the author's pages read it from.
 */
export async function findOwnFicheSource(db: Queryable, idCompte: number, id: number): Promise<OnixSource | undefined> {
  const row = await findOwnPublication(db, idCompte, id);
  if (row === undefined) return undefined;
  const pending = (await pendingPricesOf(db, [row.id])).get(row.id) ?? null;
  const [marque] =
    row.idMarque === null
      ? []
      : await db
          .select({ Libelle: marques.libelle, GencodEditeur: marques.gencodEditeur })
          .from(marques)
          .where(eq(marques.id, row.idMarque));
  return {
    ...toPublication(row, NO_MODERATION),
    IdPublication: row.id,
    PrixTTCCentimes: row.prixTTCCentimes,
    PrixAVenir: pending,
    Marque: marque ?? null,
    // A fiche shows the record a catalogue would receive, never a deletion.
    Retiree: false,
  };
}

function byId(rows: readonly { id: number; libelle: string }[]): Map<number, string> {
  return new Map(rows.map((row) => [row.id, row.libelle]));
}

/** The labels of the reference ids a fiche of this publication shows. */
export async function ficheLabelsOf(db: Queryable, source: OnixSource): Promise<FicheLabels> {
  const columns = (table: typeof formats) => ({ id: table.id, libelle: table.libelle });
  const [contributionRows, formatRows, disponibiliteRows, sujetRows] = await Promise.all([
    db.select({ id: typesContribution.id, libelle: typesContribution.libelle }).from(typesContribution),
    source.IdFormat === null ? [] : db.select(columns(formats)).from(formats).where(eq(formats.id, source.IdFormat)),
    db.select(columns(disponibilites)).from(disponibilites).where(eq(disponibilites.id, source.IdDisponibilite)),
    source.IdSujet === null
      ? []
      : db.select({ id: sujets.id, libelle: sujets.libelle }).from(sujets).where(eq(sujets.id, source.IdSujet)),
  ]);
  return {
    typesContribution: byId(contributionRows),
    formats: byId(formatRows),
    disponibilites: byId(disponibiliteRows),
    sujets: byId(sujetRows),
  };
}
