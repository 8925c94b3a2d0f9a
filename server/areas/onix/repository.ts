import { and, asc, eq, exists, getTableColumns, gt, gte, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { normalizeEan } from '../../../domain/ean.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { marques, moderationsPublication, publications } from '../../platform/db/schema.ts';
import type { OnixSource } from './source.ts';
import { pendingPricesOf, type PrixAVenir } from '../prices/public.ts';
import { NO_MODERATION, toPublication, ETATS_COUVERTURES_PUBLIQUES, publicCoverPath } from '../publications/public.ts';

/** The states of a publication the catalogue may list: validated, and referenced (validated first). */
export const ETATS_EXPORTABLES: readonly number[] = ETATS_COUVERTURES_PUBLIQUES;

const PAGE_SIZE = 200;

const wasAccepted = (db: Queryable) =>
  exists(
    db
      .select({ one: moderationsPublication.id })
      .from(moderationsPublication)
      .where(
        and(
          eq(moderationsPublication.idPublication, publications.id),
          eq(moderationsPublication.nature, 'acceptation'),
        ),
      ),
  );

/**
 * The publications an export concerns: the validated ones, and those validated once that no longer are (sent as
 * deletions), changed since the given moment when there is one.
 */
function concerned(db: Queryable, since: Date | undefined): SQL {
  const state = or(
    inArray(publications.idEtatPublication, [...ETATS_EXPORTABLES]),
    and(notInArray(publications.idEtatPublication, [...ETATS_EXPORTABLES]), wasAccepted(db)),
  )!;
  return since === undefined ? state : and(state, gte(publications.dateMaj, since))!;
}

type Row = typeof publications.$inferSelect & { libelleMarque: string | null; gencodEditeur: string | null };

/**
 * A stored publication as the mapping reads it: as the contract gives it, with its brand, its price in cents and the
 * price announced for a day to come.
 */
function toSource(row: Row, prixAVenir: PrixAVenir | null): OnixSource {
  return {
    ...toPublication(row, NO_MODERATION),
    // The catalogue reads the covers through their public links, not the authors' private addresses.
    VisuelCouverture: publicCoverPath(row.visuelCouverture, row.jetonVisuelCouverture),
    QuatriemeCouverture: publicCoverPath(row.quatriemeCouverture, row.jetonQuatriemeCouverture),
    IdPublication: row.id,
    PrixTTCCentimes: row.prixTTCCentimes,
    PrixAVenir: prixAVenir,
    Marque: row.libelleMarque === null ? null : { Libelle: row.libelleMarque, GencodEditeur: row.gencodEditeur },
    Retiree: !ETATS_EXPORTABLES.includes(row.idEtatPublication),
  };
}

/** The EANs more than one validated publication bears (see OnixContext.sharedEans). */
export async function sharedEans(db: Queryable): Promise<Set<string>> {
  const rows = await db
    .select({ ean: publications.ean })
    .from(publications)
    .where(inArray(publications.idEtatPublication, [...ETATS_EXPORTABLES]))
    .groupBy(publications.ean)
    .having(sql`count(*) > 1`);
  return new Set(rows.map((row) => normalizeEan(row.ean)));
}

/** The publications an export concerns, by pages in the order of their ids, so that a large export stays small in memory. */
export function concernedPublications(db: Queryable, since: Date | undefined): AsyncGenerator<OnixSource> {
  return publicationsWhere(db, concerned(db, since));
}

/** The given publications (whatever their state), by pages in the order of their ids. */
export function selectedPublications(db: Queryable, ids: readonly number[]): AsyncGenerator<OnixSource> {
  return publicationsWhere(db, inArray(publications.id, [...ids]));
}

async function* publicationsWhere(db: Queryable, selection: SQL): AsyncGenerator<OnixSource> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select({
        ...getTableColumns(publications),
        libelleMarque: marques.libelle,
        gencodEditeur: marques.gencodEditeur,
      })
      .from(publications)
      .leftJoin(marques, eq(marques.id, publications.idMarque))
      .where(and(selection, gt(publications.id, after)))
      .orderBy(asc(publications.id))
      .limit(PAGE_SIZE);
    const pending = await pendingPricesOf(
      db,
      rows.map((row) => row.id),
    );
    for (const row of rows) yield toSource(row, pending.get(row.id) ?? null);
    if (rows.length < PAGE_SIZE) return;
    after = rows[rows.length - 1]!.id;
  }
}
