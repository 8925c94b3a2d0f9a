import { and, asc, count, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { TYPE_PRODUIT } from '../../../domain/referenceIds.ts';
import { commandeNumber } from '../../../domain/order/checkoutRules.ts';
import type { Queryable, Transaction } from '../../platform/db/database.ts';
import {
  commandeProduits,
  commandes,
  comptes,
  etatsCommande,
  pays,
  factures,
  paiements,
  publications,
  sessionsFormation,
  typesVoie,
} from '../../platform/db/schema.ts';
import type { ConfirmedLine, ConfirmedTotals } from './paymentConfirmationMail.ts';

const placed = isNotNull(commandes.etatMachine);

/** The account's placed orders, newest first, with their state's label. */
export async function listCommandes(db: Queryable, idCompte: number, limit: number, offset: number) {
  const where = and(eq(commandes.idCompte, idCompte), placed);
  const [total] = await db.select({ total: count() }).from(commandes).where(where);
  const items = await db
    .select({ commande: commandes, etatCommande: etatsCommande.libelle })
    .from(commandes)
    .innerJoin(etatsCommande, eq(etatsCommande.id, commandes.idEtatCommande))
    .where(where)
    .orderBy(desc(commandes.datePassage), desc(commandes.id))
    .limit(limit)
    .offset(offset);
  return { total: total?.total ?? 0, items };
}

export type CommandeListRow = Awaited<ReturnType<typeof listCommandes>>['items'][number];

/** One placed order of the account, or undefined (unknown, a basket, or another account's). */
export async function findCommande(db: Queryable, idCompte: number, idCommande: number) {
  const [row] = await db
    .select({ commande: commandes, etatCommande: etatsCommande.libelle })
    .from(commandes)
    .innerJoin(etatsCommande, eq(etatsCommande.id, commandes.idEtatCommande))
    .where(and(eq(commandes.id, idCommande), eq(commandes.idCompte, idCompte), placed));
  return row;
}

/** An order's lines with the publication and session each one names. */
export async function findCommandeLines(db: Queryable, idCommande: number) {
  return db
    .select({
      ligne: commandeProduits,
      publication: { id: publications.id, ean: publications.ean, titre: publications.titre },
      session: sessionsFormation,
    })
    .from(commandeProduits)
    .leftJoin(publications, eq(publications.id, commandeProduits.idPublication))
    .leftJoin(sessionsFormation, eq(sessionsFormation.id, commandeProduits.idFormation))
    .where(eq(commandeProduits.idCommande, idCommande))
    .orderBy(asc(commandeProduits.id));
}

export async function findCommandePayments(db: Queryable, idCommande: number) {
  return db.select().from(paiements).where(eq(paiements.idCommande, idCommande)).orderBy(asc(paiements.id));
}

export async function findCommandeInvoices(db: Queryable, idCommandes: readonly number[]) {
  if (idCommandes.length === 0) return [];
  return db
    .select()
    .from(factures)
    .where(inArray(factures.idCommande, [...idCommandes]))
    .orderBy(asc(factures.id));
}

/** Keeps each line's prices as they were when the order was placed. */
export async function saveLineSnapshots(
  tx: Transaction,
  snapshots: readonly ({ id: number } & Partial<typeof commandeProduits.$inferInsert>)[],
): Promise<void> {
  for (const { id, ...prices } of snapshots) {
    await tx.update(commandeProduits).set(prices).where(eq(commandeProduits.id, id));
  }
}

/** What placing an order writes on it, beside the moment and the number. */
export type PlacedColumns = Required<
  Pick<
    typeof commandes.$inferInsert,
    | 'idEtatCommande'
    | 'etatMachine'
    | 'montantProduitsTtcCentimes'
    | 'montantReductionTtcCentimes'
    | 'totalHtCentimes'
    | 'totalTvaCentimes'
    | 'totalTtcCentimes'
    | 'facturation'
    | 'versionCgv'
    | 'demandeExecutionImmediate'
    | 'renonceDroitRetractation'
  >
> &
  Pick<typeof commandes.$inferInsert, 'codeReduction'>;

/** Turns the basket row into a placed order, dated now and numbered from its id and the year of that moment. */
export async function markPlaced(tx: Transaction, idCommande: number, columns: PlacedColumns): Promise<void> {
  const [row] = await tx
    .update(commandes)
    .set({ ...columns, datePassage: sql`now()`, dateMaj: sql`now()` })
    .where(eq(commandes.id, idCommande))
    .returning({ datePassage: commandes.datePassage });
  if (!row?.datePassage) throw new Error(`order ${idCommande} not placed`);
  await tx
    .update(commandes)
    .set({ numero: commandeNumber(idCommande, row.datePassage) })
    .where(eq(commandes.id, idCommande));
}

/** What an e-mail about a placed order says of it and of its customer. */
export async function loadCommandeToNotify(tx: Transaction, idCommande: number) {
  const [commande] = await tx
    .select({
      numero: commandes.numero,
      totalTtcCentimes: commandes.totalTtcCentimes,
      login: comptes.login,
      prenom: comptes.prenom,
      nom: comptes.nom,
    })
    .from(commandes)
    .innerJoin(comptes, eq(comptes.id, commandes.idCompte))
    .where(eq(commandes.id, idCommande));
  if (!commande?.numero || commande.totalTtcCentimes === null) throw new Error(`order ${idCommande} is not placed`);
  return { ...commande, numero: commande.numero, totalTtcCentimes: commande.totalTtcCentimes };
}

function settled<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`placed order without ${what}`);
  return value;
}

/** The order's lines (its discount aside: the totals say it) and totals, at the prices of the day it was placed. */
export async function loadCommandeContent(
  tx: Transaction,
  idCommande: number,
): Promise<{ lines: ConfirmedLine[]; totals: ConfirmedTotals }> {
  const rows = await tx
    .select({
      libelle: commandeProduits.libelle,
      quantite: commandeProduits.quantite,
      montantTtcCentimes: commandeProduits.montantTtcCentimes,
    })
    .from(commandeProduits)
    .where(and(eq(commandeProduits.idCommande, idCommande), ne(commandeProduits.idTypeProduit, TYPE_PRODUIT.reduction)))
    .orderBy(asc(commandeProduits.id));
  const [commande] = await tx.select().from(commandes).where(eq(commandes.id, idCommande));
  if (!commande) throw new Error(`order ${idCommande} is not placed`);
  return {
    lines: rows.map((row) => ({
      libelle: settled(row.libelle, 'line label'),
      quantite: row.quantite,
      montantTtcCentimes: settled(row.montantTtcCentimes, 'line amount'),
    })),
    totals: {
      montantProduitsTtcCentimes: settled(commande.montantProduitsTtcCentimes, 'products amount'),
      montantReductionTtcCentimes: settled(commande.montantReductionTtcCentimes, 'discount'),
      codeReduction: commande.codeReduction,
      totalHtCentimes: settled(commande.totalHtCentimes, 'total HT'),
      totalTvaCentimes: settled(commande.totalTvaCentimes, 'VAT'),
      totalTtcCentimes: settled(commande.totalTtcCentimes, 'total'),
    },
  };
}

/** The account's profile as an order is billed: its street type and country by their labels. */
export async function findBillingProfile(db: Queryable, idCompte: number) {
  const [row] = await db
    .select({ compte: comptes, typeVoie: typesVoie.libelle, pays: pays.libelle, codePays: pays.codeIso })
    .from(comptes)
    .leftJoin(typesVoie, eq(typesVoie.id, comptes.idTypeVoie))
    .leftJoin(pays, eq(pays.idPays, comptes.idPays))
    .where(eq(comptes.id, idCompte));
  if (!row) throw new Error(`account ${idCompte} missing`);
  return row;
}
