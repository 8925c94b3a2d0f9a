import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { components } from '../../../openapi/generated/schema.d.ts';
import { invoiceNumber, paymentMethodOf, SERIE, type Serie } from '../../../domain/invoice/invoiceMentions.ts';
import type { Transaction } from '../../platform/db/database.ts';
import {
  commandeProduits,
  commandes,
  compteursFacture,
  factures,
  paiements,
  reductions,
} from '../../platform/db/schema.ts';
import { invoiceContent, type InvoicedLine } from './invoiceContent.ts';
import type { Seller } from '../../platform/config/seller.ts';
import { parisDay, parisToday } from '../../../domain/parisDay.ts';
import { TYPE_PRODUIT } from '../../../domain/referenceIds.ts';

type Schemas = components['schemas'];

export interface IssuedInvoice {
  id: number;
  numero: string;
}

/** The next number of a series: the counter row stays locked until the transaction ends, so none is shared or skipped. */
async function nextSequence(tx: Transaction, serie: Serie): Promise<number> {
  const [row] = await tx
    .update(compteursFacture)
    .set({ dernierNumero: sql`${compteursFacture.dernierNumero} + 1` })
    .where(eq(compteursFacture.serie, serie))
    .returning({ numero: compteursFacture.dernierNumero });
  if (!row) throw new Error(`invoice counter ${serie} missing`);
  return row.numero;
}

async function findIssued(tx: Transaction, serie: Serie, idCommande: number) {
  const [row] = await tx
    .select()
    .from(factures)
    .where(and(eq(factures.serie, serie), eq(factures.idCommande, idCommande), isNull(factures.idPaiement)));
  return row;
}

async function findPaymentCreditNote(tx: Transaction, idPaiement: number) {
  const [row] = await tx.select().from(factures).where(eq(factures.idPaiement, idPaiement));
  return row;
}

/** The order, locked until the transaction ends: two issuings of one order never both find it uninvoiced. */
async function readSource(tx: Transaction, idCommande: number) {
  const [commande] = await tx.select().from(commandes).where(eq(commandes.id, idCommande)).for('update');
  if (!commande || commande.numero === null || commande.totalTtcCentimes === null)
    throw new Error(`order ${idCommande} is not placed`);
  const rows = await tx
    .select({ line: commandeProduits, idProduitCible: reductions.idProduitCible })
    .from(commandeProduits)
    .leftJoin(reductions, eq(reductions.idProduit, commandeProduits.idProduit))
    .where(eq(commandeProduits.idCommande, idCommande))
    .orderBy(commandeProduits.id);
  const lines = rows.map((row) => row.line);
  // The discount line's product is the code: its target, if any, is the product the discount applied to.
  const idProduitCible = rows.find((row) => row.line.idTypeProduit === TYPE_PRODUIT.reduction)?.idProduitCible ?? null;
  const [paid] = await tx
    .select()
    .from(paiements)
    .where(and(eq(paiements.idCommande, idCommande), sql`${paiements.etatMachine} = '"succeeded"'::jsonb`))
    .orderBy(desc(paiements.id))
    .limit(1);
  return {
    idCompte: commande.idCompte,
    source: {
      idCommande,
      numeroCommande: commande.numero,
      facturation: commande.facturation as Schemas['IdentiteFacturation'],
      lines: lines.map((line): InvoicedLine => ({
        idProduit: line.idProduit,
        libelle: line.libelle ?? '',
        idTypeProduit: line.idTypeProduit ?? 0,
        quantite: line.quantite,
        prixUnitaireTtcCentimes: line.prixUnitaireTtcCentimes ?? 0,
        tauxTva: line.tauxTva ?? 0,
      })),
      codeReduction: commande.codeReduction,
      montantReductionTtcCentimes: commande.montantReductionTtcCentimes ?? 0,
      idProduitCible,
      datePaiement: paid?.dateNotification ? parisDay(paid.dateNotification) : null,
      moyenPaiement: paid ? paymentMethodOf(paid.moyenPaiement) : null,
    },
  };
}

/** `idPaiement`: the refunded payment a credit note records, when it is not the order's own (see issuePaymentCreditNote). */
async function issue(
  tx: Transaction,
  seller: Seller,
  serie: Serie,
  idCommande: number,
  idPaiement: number | null = null,
): Promise<IssuedInvoice> {
  const { idCompte, source } = await readSource(tx, idCommande);
  const existing =
    idPaiement === null ? await findIssued(tx, serie, idCommande) : await findPaymentCreditNote(tx, idPaiement);
  if (existing) return { id: existing.id, numero: existing.numero };
  const original = serie === SERIE.avoir ? await findIssued(tx, SERIE.facture, idCommande) : undefined;
  if (serie === SERIE.avoir && !original && idPaiement === null) {
    throw new Error(`order ${idCommande} has no invoice to credit`);
  }
  const sequence = await nextSequence(tx, serie);
  const dateEmission = parisToday();
  const numero = invoiceNumber(serie, dateEmission, sequence);
  // A credit note records the refund: made to the card the order was paid with, when the order was refunded.
  const settled = serie === SERIE.avoir ? { ...source, datePaiement: dateEmission } : source;
  const content = (id: number) =>
    invoiceContent(settled, seller, {
      id,
      numero,
      dateEmission,
      avoir: serie === SERIE.avoir,
      numeroFactureOrigine: original?.numero ?? null,
    });
  const [row] = await tx
    .insert(factures)
    .values({
      serie,
      numeroSequence: sequence,
      numero,
      idCommande,
      idCompte,
      dateEmission,
      contenu: content(0),
      idPaiement,
    })
    .returning({ id: factures.id });
  if (!row) throw new Error('invoice insert returned no row');
  await tx
    .update(factures)
    .set({ contenu: content(row.id) })
    .where(eq(factures.id, row.id));
  return { id: row.id, numero };
}

/**
 * The invoice of a paid order, issued once in the transaction given (the outbox's): a second call returns the
 * first. Its number comes from the series' counter row, locked until that transaction ends.
 */
export function issueInvoice(tx: Transaction, seller: Seller, idCommande: number): Promise<IssuedInvoice> {
  return issue(tx, seller, SERIE.facture, idCommande);
}

/** The credit note of a refunded order's invoice, issued once, in its own series. */
export function issueCreditNote(tx: Transaction, seller: Seller, idCommande: number): Promise<IssuedInvoice> {
  return issue(tx, seller, SERIE.avoir, idCommande);
}

/**
 * The credit note of a payment the order did not take (a success notified once it no longer awaited payment), issued
 * once staff have refunded it: in the credit notes' series, for the order's lines (the sum the payment charged),
 * citing the order's invoice when there is one and none otherwise (an order cancelled before it was ever invoiced).
 * One per payment; the order's own credit note, if it is refunded, is another.
 */
export function issuePaymentCreditNote(
  tx: Transaction,
  seller: Seller,
  idCommande: number,
  idPaiement: number,
): Promise<IssuedInvoice> {
  return issue(tx, seller, SERIE.avoir, idCommande, idPaiement);
}
