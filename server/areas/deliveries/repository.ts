import { and, asc, desc, eq, exists, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { normalizeEan } from '../../../domain/ean.ts';
import type { components } from '../../../openapi/generated/schema.d.ts';
import type { Database, Queryable, Transaction } from '../../platform/db/database.ts';
import { filteredTotal, pageWithTotal } from '../../platform/db/filteredPages.ts';
import { containingPattern } from '../../platform/db/likePatterns.ts';
import { keyContains } from '../../platform/db/searchKey.ts';
import {
  livraisonProduits,
  livraisons,
  publications,
  referencements,
  retraitsCatalogue,
  type MessageCatalogueRecord,
} from '../../platform/db/schema.ts';
import type { DeliveredProduct, OnixWithdrawal } from '../onix/public.ts';
import type { StatutProduit } from './rules.ts';

type Values = components['schemas']['Requete_BOLivraisonGetAllList']['Values'];
export type EtatLivraison = components['schemas']['EtatLivraison'];
export type Declencheur = components['schemas']['LivraisonResume']['Declencheur'];

/** The advisory lock a process holds while it prepares a delivery: one preparation at a time, across processes. */
const DELIVERY_LOCK_KEY = 0x6c697672;

/** Whether this transaction now holds the delivery lock (false: another process is preparing one). */
export async function tryDeliveryLock(tx: Transaction): Promise<boolean> {
  const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${DELIVERY_LOCK_KEY}) as locked`);
  const [row] = (result as unknown as { rows: { locked: boolean }[] }).rows;
  return row?.locked === true;
}

/** The withdrawals no delivery has carried yet, oldest first. */
export async function unsentWithdrawals(tx: Transaction): Promise<OnixWithdrawal[]> {
  return tx
    .select({ reference: retraitsCatalogue.reference, ean: retraitsCatalogue.ean, titre: retraitsCatalogue.titre })
    .from(retraitsCatalogue)
    .where(isNull(retraitsCatalogue.idLivraison))
    .orderBy(asc(retraitsCatalogue.dateCreation), asc(retraitsCatalogue.reference));
}

/** Stores a prepared delivery with its products, and marks its withdrawals as carried by it; returns its id. */
export async function insertDelivery(
  tx: Transaction,
  delivery: {
    declencheur: Declencheur;
    versionOnix: string;
    fichier: string;
    products: readonly DeliveredProduct[];
    now: Date;
  },
): Promise<number> {
  const [row] = await tx
    .insert(livraisons)
    .values({
      etat: 'preparee',
      declencheur: delivery.declencheur,
      versionOnix: delivery.versionOnix,
      fichier: delivery.fichier,
      nombreProduits: delivery.products.length,
      dateCreation: delivery.now,
    })
    .returning({ id: livraisons.id });
  const id = row!.id;
  await tx.insert(livraisonProduits).values(
    delivery.products.map((product) => ({
      idLivraison: id,
      reference: product.reference,
      idPublication: product.IdPublication,
      ean: product.ean,
      titre: product.titre,
      notification: product.notification,
    })),
  );
  const withdrawn = delivery.products.filter((p) => p.notification === '05').map((p) => p.reference);
  if (withdrawn.length > 0) {
    await tx
      .update(retraitsCatalogue)
      .set({ idLivraison: id })
      .where(and(inArray(retraitsCatalogue.reference, withdrawn), isNull(retraitsCatalogue.idLivraison)));
  }
  return id;
}

/**
 * Takes the oldest prepared delivery that is due (or the given one), skipping those another process holds, and
 * leases it until `leaseUntil` so that no other process uploads it meanwhile; the upload happens after this commits.
 */
export async function claimDueDelivery(
  db: Database,
  now: Date,
  leaseUntil: Date,
  id?: number,
): Promise<{ id: number; fichier: string; tentatives: number } | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: livraisons.id, fichier: livraisons.fichier, tentatives: livraisons.tentatives })
      .from(livraisons)
      .where(
        and(
          eq(livraisons.etat, 'preparee'),
          or(isNull(livraisons.dateProchaineTentative), lte(livraisons.dateProchaineTentative, now)),
          id === undefined ? undefined : eq(livraisons.id, id),
        ),
      )
      .orderBy(asc(livraisons.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return undefined;
    await tx.update(livraisons).set({ dateProchaineTentative: leaseUntil }).where(eq(livraisons.id, row.id));
    return row;
  });
}

/** The intake received the delivery. */
export async function recordUploaded(db: Queryable, id: number, idDepot: string, now: Date): Promise<void> {
  await db
    .update(livraisons)
    .set({ etat: 'envoyee', idDepot, dateEnvoi: now, dateProchaineTentative: null, derniereErreur: null })
    .where(and(eq(livraisons.id, id), eq(livraisons.etat, 'preparee')));
}

/** An upload failed: counted, with its reason, and either tried again later or given up (echec). */
export async function recordUploadFailure(
  db: Queryable,
  id: number,
  failure: { tentatives: number; erreur: string; nextAttempt: Date | null },
): Promise<void> {
  await db
    .update(livraisons)
    .set({
      etat: failure.nextAttempt === null ? 'echec' : 'preparee',
      tentatives: failure.tentatives,
      derniereErreur: failure.erreur,
      dateProchaineTentative: failure.nextAttempt,
    })
    .where(and(eq(livraisons.id, id), eq(livraisons.etat, 'preparee')));
}

/** A failed delivery back to prepared, its attempts from zero; false when it is not in echec. */
export async function reopenFailedDelivery(db: Queryable, id: number): Promise<boolean> {
  const rows = await db
    .update(livraisons)
    .set({ etat: 'preparee', tentatives: 0, dateProchaineTentative: null })
    .where(and(eq(livraisons.id, id), eq(livraisons.etat, 'echec')))
    .returning({ id: livraisons.id });
  return rows.length > 0;
}

/** The deliveries the intake received and has not acknowledged yet. */
export async function deliveriesAwaitingAcknowledgement(db: Queryable): Promise<{ id: number; idDepot: string }[]> {
  const rows = await db
    .select({ id: livraisons.id, idDepot: livraisons.idDepot })
    .from(livraisons)
    .where(eq(livraisons.etat, 'envoyee'))
    .orderBy(asc(livraisons.id));
  return rows.filter((row): row is { id: number; idDepot: string } => row.idDepot !== null);
}

/** Locks a delivery still awaiting its acknowledgement; undefined once another process has applied it. */
export async function lockAwaitingDelivery(tx: Transaction, id: number): Promise<{ id: number } | undefined> {
  const [row] = await tx
    .select({ id: livraisons.id })
    .from(livraisons)
    .where(and(eq(livraisons.id, id), eq(livraisons.etat, 'envoyee')))
    .for('update');
  return row;
}

/** A delivery's products as stored when it was prepared. */
export async function deliveryProducts(
  db: Queryable,
  id: number,
): Promise<{ reference: string; idPublication: number | null; notification: string }[]> {
  return db
    .select({
      reference: livraisonProduits.reference,
      idPublication: livraisonProduits.idPublication,
      notification: livraisonProduits.notification,
    })
    .from(livraisonProduits)
    .where(eq(livraisonProduits.idLivraison, id))
    .orderBy(asc(livraisonProduits.reference));
}

export async function storeProductOutcome(
  tx: Transaction,
  id: number,
  reference: string,
  outcome: { Statut: StatutProduit; Messages: MessageCatalogueRecord[] },
): Promise<void> {
  await tx
    .update(livraisonProduits)
    .set({ statut: outcome.Statut, messages: outcome.Messages })
    .where(and(eq(livraisonProduits.idLivraison, id), eq(livraisonProduits.reference, reference)));
}

export async function markAcknowledged(
  tx: Transaction,
  id: number,
  now: Date,
  fileMessages: MessageCatalogueRecord[],
): Promise<void> {
  await tx
    .update(livraisons)
    .set({ etat: 'acquittee', dateAccuse: now, messagesFichier: fileMessages })
    .where(eq(livraisons.id, id));
}

/** Whether a scheduled delivery was prepared at or after `since`. */
export async function plannedDeliverySince(db: Queryable, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: livraisons.id })
    .from(livraisons)
    .where(and(eq(livraisons.declencheur, 'planification'), sql`${livraisons.dateCreation} >= ${since.toISOString()}`))
    .limit(1);
  return row !== undefined;
}

/** The publications of an account the catalogue holds or is about to, as a deletion must name them. */
export async function publicationsInCatalogue(
  tx: Transaction,
  idCompte: number,
  etats: readonly string[],
): Promise<{ id: number; ean: string; titre: string | null }[]> {
  return tx
    .select({ id: publications.id, ean: publications.ean, titre: publications.titre })
    .from(publications)
    .innerJoin(referencements, eq(referencements.idPublication, publications.id))
    .where(and(eq(publications.idCompte, idCompte), inArray(referencements.etat, [...etats])))
    .orderBy(asc(publications.id));
}

export async function insertWithdrawals(tx: Transaction, withdrawals: readonly OnixWithdrawal[]): Promise<void> {
  if (withdrawals.length === 0) return;
  await tx
    .insert(retraitsCatalogue)
    .values([...withdrawals])
    .onConflictDoNothing();
}

const countOf = (statut: StatutProduit) =>
  sql<number>`(select count(*) from ${livraisonProduits} where ${livraisonProduits.idLivraison} = ${livraisons.id} and ${livraisonProduits.statut} = ${statut})`.mapWith(
    Number,
  );

const SUMMARY_COLUMNS = {
  id: livraisons.id,
  etat: livraisons.etat,
  dateCreation: livraisons.dateCreation,
  declencheur: livraisons.declencheur,
  versionOnix: livraisons.versionOnix,
  nombreProduits: livraisons.nombreProduits,
  acceptes: countOf('referencee'),
  avecRemarques: countOf('referenceeAvecRemarques'),
  rejetes: countOf('rejetee'),
  tentatives: livraisons.tentatives,
  dateProchaineTentative: livraisons.dateProchaineTentative,
  derniereErreur: livraisons.derniereErreur,
  dateEnvoi: livraisons.dateEnvoi,
  dateAccuse: livraisons.dateAccuse,
};

export type DeliverySummaryRow = Awaited<ReturnType<typeof readDeliverySummary>> & object;

const parisDayOfCreation = sql`(${livraisons.dateCreation} AT TIME ZONE 'Europe/Paris')::date`;

/** Deliveries holding a product whose EAN or title contains `text`. */
function holdingProductMatching(db: Queryable, text: string): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(livraisonProduits)
      .where(
        and(
          eq(livraisonProduits.idLivraison, livraisons.id),
          or(
            ilike(livraisonProduits.ean, containingPattern(normalizeEan(text))),
            keyContains(livraisonProduits.cleRecherche, text),
          ),
        ),
      ),
  );
}

function filtersOf(db: Queryable, values: Values): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (values.Etat) conditions.push(eq(livraisons.etat, values.Etat));
  const text = values.Recherche?.trim();
  if (text) conditions.push(holdingProductMatching(db, text));
  if (values.DateDebut) conditions.push(sql`${parisDayOfCreation} >= ${values.DateDebut}::date`);
  if (values.DateFin) conditions.push(sql`${parisDayOfCreation} <= ${values.DateFin}::date`);
  return and(...conditions);
}

/** A page of the deliveries passing the filters, latest first, and how many pass them. */
export async function listDeliveries(db: Queryable, values: Values, limit: number, offset: number) {
  return pageWithTotal(
    db
      .select({ ...SUMMARY_COLUMNS, total: filteredTotal() })
      .from(livraisons)
      .where(filtersOf(db, values))
      .orderBy(desc(livraisons.id))
      .$dynamic(),
    limit,
    offset,
  );
}

export async function readDeliverySummary(db: Queryable, id: number) {
  const [row] = await db.select(SUMMARY_COLUMNS).from(livraisons).where(eq(livraisons.id, id));
  return row;
}

/** A delivery's products with their publication's account, and its file-level messages. */
export async function readDeliveryDetail(db: Queryable, id: number) {
  const [delivery] = await db
    .select({ messagesFichier: livraisons.messagesFichier })
    .from(livraisons)
    .where(eq(livraisons.id, id));
  if (!delivery) return undefined;
  const produits = await db
    .select({
      idPublication: livraisonProduits.idPublication,
      idPersonne: publications.idCompte,
      ean: livraisonProduits.ean,
      titre: livraisonProduits.titre,
      notification: livraisonProduits.notification,
      statut: livraisonProduits.statut,
      messages: livraisonProduits.messages,
    })
    .from(livraisonProduits)
    .leftJoin(publications, eq(publications.id, livraisonProduits.idPublication))
    .where(eq(livraisonProduits.idLivraison, id))
    .orderBy(asc(livraisonProduits.notification), asc(livraisonProduits.titre), asc(livraisonProduits.reference));
  return { ...delivery, produits };
}

/** A delivery's ONIX file as it was sent. */
export async function deliveryFile(db: Queryable, id: number): Promise<string | undefined> {
  const [row] = await db.select({ fichier: livraisons.fichier }).from(livraisons).where(eq(livraisons.id, id));
  return row?.fichier;
}
