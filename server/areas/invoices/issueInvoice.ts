import type { components } from '../../../openapi/generated/schema.d.ts';
import { invoiceNumber, paymentMethodOf, SERIE, type Serie } from '../../../domain/invoice/invoiceMentions.ts';
import type { Transaction } from '../../platform/db/database.ts';
import { invoiceContent, type InvoicedLine } from './invoiceContent.ts';
import type { Seller } from '../../platform/config/seller.ts';
import { parisDay, parisToday } from '../../../domain/parisDay.ts';
import { TYPE_PRODUIT } from '../../../domain/referenceIds.ts';
import {
  findIssued,
  findPaymentCreditNote,
  insertInvoice,
  nextSequence,
  readCommandeToInvoice,
  setInvoiceContent,
} from './repository.ts';

type Schemas = components['schemas'];

export interface IssuedInvoice {
  id: number;
  numero: string;
}

/** What the invoice of an order says of it, read with the order locked (see readCommandeToInvoice). */
async function readSource(tx: Transaction, idCommande: number) {
  const { commande, rows, paid } = await readCommandeToInvoice(tx, idCommande);
  const lines = rows.map((row) => row.line);
  // The discount line's product is the code: its target, if any, is the product the discount applied to.
  const idProduitCible = rows.find((row) => row.line.idTypeProduit === TYPE_PRODUIT.reduction)?.idProduitCible ?? null;
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
  const id = await insertInvoice(tx, {
    serie,
    numeroSequence: sequence,
    numero,
    idCommande,
    idCompte,
    dateEmission,
    contenu: content(0),
    idPaiement,
  });
  // The content names its own id, known once the row is in.
  await setInvoiceContent(tx, id, content(id));
  return { id, numero };
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
