import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ETATS_COMMANDE_PAYEE } from '../../../domain/order/paidCommandes.ts';
import { TYPE_PRODUIT } from '../../../domain/referenceIds.ts';
import type { CoveringSubscription } from '../../../domain/referencing/referencingPaid.ts';
import type { EtatReferencement } from '../../../domain/referencing/referencingStates.ts';
import type { Queryable, Transaction } from '../../platform/db/database.ts';
import {
  abonnements,
  commandeProduits,
  commandes,
  comptes,
  produits,
  publications,
  referencements,
} from '../../platform/db/schema.ts';

export type ReferencingRow = typeof referencements.$inferSelect;

/** What the referencing reads of a publication: its account, its format, and what its author's e-mail names. */
export interface PublicationFacts {
  id: number;
  idCompte: number;
  idFormat: number | null;
  ean: string;
  titre: string | null;
  login: string;
  prenom: string;
  nom: string;
}

const factColumns = {
  id: publications.id,
  idCompte: publications.idCompte,
  idFormat: publications.idFormat,
  ean: publications.ean,
  titre: publications.titre,
  login: comptes.login,
  prenom: comptes.prenom,
  nom: comptes.nom,
};

export async function publicationFacts(db: Queryable, ids: readonly number[]): Promise<PublicationFacts[]> {
  if (ids.length === 0) return [];
  return db
    .select(factColumns)
    .from(publications)
    .innerJoin(comptes, eq(comptes.id, publications.idCompte))
    .where(inArray(publications.id, [...ids]));
}

/**
 * Locks a publication's row, then its referencing's, until the transaction ends (always in that order, as every
 * writer of a publication locks it first). Undefined when the publication does not exist, or is another account's.
 */
export async function lockPublicationAndReferencing(
  tx: Transaction,
  idPublication: number,
  idCompte?: number,
): Promise<{ publication: PublicationFacts; row: ReferencingRow | undefined } | undefined> {
  const [publication] = await tx
    .select(factColumns)
    .from(publications)
    .innerJoin(comptes, eq(comptes.id, publications.idCompte))
    .where(
      and(eq(publications.id, idPublication), ...(idCompte === undefined ? [] : [eq(publications.idCompte, idCompte)])),
    )
    .for('update', { of: publications });
  if (!publication) return undefined;
  const [row] = await tx
    .select()
    .from(referencements)
    .where(eq(referencements.idPublication, idPublication))
    .for('update');
  return { publication, row };
}

export async function referencingRows(db: Queryable, ids: readonly number[]): Promise<ReferencingRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(referencements)
    .where(inArray(referencements.idPublication, [...ids]));
}

/** What a move of the machine stores: the state reached, since now, and what changes with it. */
export type ReferencingChanges = Partial<
  Pick<ReferencingRow, 'idCommandeProduit' | 'idAbonnement' | 'idLivraison' | 'messages'>
> & { etat: EtatReferencement };

export async function saveReferencing(
  tx: Transaction,
  idPublication: number,
  changes: ReferencingChanges,
): Promise<Date> {
  const [saved] = await tx
    .insert(referencements)
    .values({ idPublication, ...changes })
    .onConflictDoUpdate({ target: referencements.idPublication, set: { ...changes, dateEtat: sql`now()` } })
    .returning({ dateEtat: referencements.dateEtat });
  if (!saved) throw new Error(`referencing of publication ${idPublication} not saved`);
  return saved.dateEtat;
}

/** The publications whose referencing stands in `etat`, oldest first. */
export async function publicationsInState(
  db: Queryable,
  etat: EtatReferencement,
  idCompte?: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: referencements.idPublication })
    .from(referencements)
    .innerJoin(publications, eq(publications.id, referencements.idPublication))
    .where(and(eq(referencements.etat, etat), idCompte === undefined ? undefined : eq(publications.idCompte, idCompte)))
    .orderBy(asc(referencements.idPublication));
  return rows.map((row) => row.id);
}

/** The account an order belongs to. */
export async function accountOfCommande(db: Queryable, idCommande: number): Promise<number | undefined> {
  const [row] = await db.select({ idCompte: commandes.idCompte }).from(commandes).where(eq(commandes.id, idCommande));
  return row?.idCompte;
}

/** The « Référencement » lines bought for `ids` in orders paid for good, the oldest first. */
export async function paidLinesOf(
  db: Queryable,
  ids: readonly number[],
): Promise<{ idPublication: number; idCommandeProduit: number }[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ idPublication: commandeProduits.idPublication, idCommandeProduit: commandeProduits.id })
    .from(commandeProduits)
    .innerJoin(commandes, eq(commandes.id, commandeProduits.idCommande))
    .where(
      and(
        inArray(commandeProduits.idPublication, [...ids]),
        eq(commandeProduits.idTypeProduit, TYPE_PRODUIT.referencement),
        inArray(commandes.idEtatCommande, [...ETATS_COMMANDE_PAYEE]),
      ),
    )
    .orderBy(asc(commandeProduits.id));
  return rows.flatMap((row) =>
    row.idPublication === null ? [] : [{ idPublication: row.idPublication, idCommandeProduit: row.idCommandeProduit }],
  );
}

/** The « Référencement » lines of an order, with the publication each was bought for, if it is paid for good. */
export async function referencingLinesOfCommande(
  db: Queryable,
  idCommande: number,
): Promise<{ idPublication: number; idCommandeProduit: number }[]> {
  return (
    await db
      .select({ idPublication: commandeProduits.idPublication, idCommandeProduit: commandeProduits.id })
      .from(commandeProduits)
      .where(
        and(
          eq(commandeProduits.idCommande, idCommande),
          eq(commandeProduits.idTypeProduit, TYPE_PRODUIT.referencement),
        ),
      )
      .orderBy(asc(commandeProduits.id))
  ).flatMap((row) =>
    row.idPublication === null ? [] : [{ idPublication: row.idPublication, idCommandeProduit: row.idCommandeProduit }],
  );
}

export async function isCommandePaid(db: Queryable, idCommande: number): Promise<boolean> {
  const [row] = await db
    .select({ id: commandes.id })
    .from(commandes)
    .where(and(eq(commandes.id, idCommande), inArray(commandes.idEtatCommande, [...ETATS_COMMANDE_PAYEE])));
  return row !== undefined;
}

/** The publications whose referencing an order line pays. */
export async function publicationsPaidByLines(db: Queryable, idsCommandeProduit: readonly number[]): Promise<number[]> {
  if (idsCommandeProduit.length === 0) return [];
  const rows = await db
    .select({ id: referencements.idPublication })
    .from(referencements)
    .where(inArray(referencements.idCommandeProduit, [...idsCommandeProduit]))
    .orderBy(asc(referencements.idPublication));
  return rows.map((row) => row.id);
}

/**
 * The accounts' subscriptions with their product's included referencings and how many they cover. In a transaction
 * that assigns them, `lock` holds the rows so that two validations never take the same last referencing.
 */
export async function subscriptionsOf(
  db: Queryable,
  idsCompte: readonly number[],
  lock = false,
): Promise<(CoveringSubscription & { idCompte: number })[]> {
  if (idsCompte.length === 0) return [];
  const query = db
    .select({
      id: abonnements.id,
      idCompte: abonnements.idCompte,
      dateDebut: abonnements.dateDebut,
      dateFin: abonnements.dateFin,
      referencementsInclus: produits.referencementsInclus,
      couverts: sql<number>`(select count(*)::int from ${referencements} where ${referencements.idAbonnement} = ${abonnements.id})`,
    })
    .from(abonnements)
    .innerJoin(produits, eq(produits.id, abonnements.idProduit))
    .where(inArray(abonnements.idCompte, [...idsCompte]))
    .orderBy(asc(abonnements.id));
  return lock ? query.for('update', { of: abonnements }) : query;
}

/** The prices of the given products, in cents. */
export async function pricesOf(db: Queryable, ids: readonly number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: produits.id, prix: produits.prixTtcCentimes })
    .from(produits)
    .where(inArray(produits.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.prix]));
}

/** Sets the publication's IdEtatPublication as its referencing moved it (referenced, or a draft again). */
export async function setEtatPublication(tx: Transaction, idPublication: number, idEtatPublication: number) {
  await tx
    .update(publications)
    .set({ idEtatPublication, dateMaj: sql`now()` })
    .where(eq(publications.id, idPublication));
}
