import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../platform/db/database.ts';
import {
  commandeProduits,
  commandes,
  compteursFacture,
  factures,
  paiements,
  reductions,
} from '../../platform/db/schema.ts';
import type { Serie } from '../../../domain/invoice/invoiceMentions.ts';

/** The next number of a series: the counter row stays locked until the transaction ends, so none is shared or skipped. */
export async function nextSequence(tx: Transaction, serie: Serie): Promise<number> {
  const [row] = await tx
    .update(compteursFacture)
    .set({ dernierNumero: sql`${compteursFacture.dernierNumero} + 1` })
    .where(eq(compteursFacture.serie, serie))
    .returning({ numero: compteursFacture.dernierNumero });
  if (!row) throw new Error(`invoice counter ${serie} missing`);
  return row.numero;
}

export async function findIssued(tx: Transaction, serie: Serie, idCommande: number) {
  const [row] = await tx
    .select()
    .from(factures)
    .where(and(eq(factures.serie, serie), eq(factures.idCommande, idCommande), isNull(factures.idPaiement)));
  return row;
}

export async function findPaymentCreditNote(tx: Transaction, idPaiement: number) {
  const [row] = await tx.select().from(factures).where(eq(factures.idPaiement, idPaiement));
  return row;
}

/**
 * The order, locked until the transaction ends (two issuings of one order never both find it uninvoiced), its lines
 * with the target of a discount's code, and its latest successful payment.
 */
export async function readCommandeToInvoice(tx: Transaction, idCommande: number) {
  const [commande] = await tx.select().from(commandes).where(eq(commandes.id, idCommande)).for('update');
  if (!commande || commande.numero === null || commande.totalTtcCentimes === null)
    throw new Error(`order ${idCommande} is not placed`);
  const rows = await tx
    .select({ line: commandeProduits, idProduitCible: reductions.idProduitCible })
    .from(commandeProduits)
    .leftJoin(reductions, eq(reductions.idProduit, commandeProduits.idProduit))
    .where(eq(commandeProduits.idCommande, idCommande))
    .orderBy(commandeProduits.id);
  const [paid] = await tx
    .select()
    .from(paiements)
    .where(and(eq(paiements.idCommande, idCommande), sql`${paiements.etatMachine} = '"succeeded"'::jsonb`))
    .orderBy(desc(paiements.id))
    .limit(1);
  return { commande: { ...commande, numero: commande.numero }, rows, paid };
}

export async function insertInvoice(tx: Transaction, values: typeof factures.$inferInsert): Promise<number> {
  const [row] = await tx.insert(factures).values(values).returning({ id: factures.id });
  if (!row) throw new Error('invoice insert returned no row');
  return row.id;
}

export async function setInvoiceContent(tx: Transaction, id: number, contenu: unknown): Promise<void> {
  await tx.update(factures).set({ contenu }).where(eq(factures.id, id));
}

/** The stored content of the account's invoice of that id; undefined for an unknown id or another account's. */
export async function findInvoiceContent(db: Queryable, idCompte: number, id: number): Promise<unknown> {
  const [row] = await db
    .select({ contenu: factures.contenu })
    .from(factures)
    .where(and(eq(factures.id, id), eq(factures.idCompte, idCompte)));
  return row?.contenu;
}

/** The stored contents of every invoice and credit note of the account, in the order they were issued. */
export async function findInvoiceContentsOf(db: Queryable, idCompte: number): Promise<unknown[]> {
  const rows = await db
    .select({ contenu: factures.contenu })
    .from(factures)
    .where(eq(factures.idCompte, idCompte))
    .orderBy(asc(factures.id));
  return rows.map((row) => row.contenu);
}
