import { and, asc, eq, ne } from 'drizzle-orm';
import { TYPE_PRODUIT } from '../../../domain/referenceIds.ts';
import type { Transaction } from '../../platform/db/database.ts';
import { commandeProduits, commandes, comptes } from '../../platform/db/schema.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { paymentConfirmationMail, type ConfirmedLine, type ConfirmedTotals } from './paymentConfirmationMail.ts';
import type { OutboxEffect } from '../../platform/outbox/processor.ts';
import { findDownloadableArticles } from '../articles/public.ts';
import type { IssuedInvoice } from '../invoices/public.ts';

/** What an e-mail about a placed order says of it and of its customer. */
export async function loadOrderToNotify(tx: Transaction, idCommande: number) {
  const [order] = await tx
    .select({
      numero: commandes.numero,
      totalTtcCentimes: commandes.totalTtcCentimes,
      login: comptes.login,
      prenom: comptes.prenom,
    })
    .from(commandes)
    .innerJoin(comptes, eq(comptes.id, commandes.idCompte))
    .where(eq(commandes.id, idCommande));
  if (!order?.numero || order.totalTtcCentimes === null) throw new Error(`order ${idCommande} is not placed`);
  return { ...order, numero: order.numero, totalTtcCentimes: order.totalTtcCentimes };
}

function placed<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`placed order without ${what}`);
  return value;
}

/** The order's lines (its discount aside: the totals say it) and totals, at the prices of the day it was placed. */
async function loadOrderContent(
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
  const [order] = await tx.select().from(commandes).where(eq(commandes.id, idCommande));
  if (!order) throw new Error(`order ${idCommande} is not placed`);
  return {
    lines: rows.map((row) => ({
      libelle: placed(row.libelle, 'line label'),
      quantite: row.quantite,
      montantTtcCentimes: placed(row.montantTtcCentimes, 'line amount'),
    })),
    totals: {
      montantProduitsTtcCentimes: placed(order.montantProduitsTtcCentimes, 'products amount'),
      montantReductionTtcCentimes: placed(order.montantReductionTtcCentimes, 'discount'),
      codeReduction: order.codeReduction,
      totalHtCentimes: placed(order.totalHtCentimes, 'total HT'),
      totalTvaCentimes: placed(order.totalTvaCentimes, 'VAT'),
      totalTtcCentimes: placed(order.totalTtcCentimes, 'total'),
    },
  };
}

/**
 * Queues the e-mail that confirms a paid order (its lines, its totals, the articles it gives to download) and hands
 * it to SMTP after the commit. The e-mail links to the invoice, which `invoiceOf` gives: issuing is idempotent, so the
 * invoice the `facture` effect issued is the one returned, and if that effect has not run yet the invoice is issued
 * here, once.
 */
export function paymentConfirmationEffect(
  mailer: Mailer,
  publicUrl: string,
  invoiceOf: (tx: Transaction, idCommande: number) => Promise<IssuedInvoice>,
): OutboxEffect {
  return async (tx, idCommande) => {
    const order = await loadOrderToNotify(tx, idCommande);
    const content = await loadOrderContent(tx, idCommande);
    const articles = (await findDownloadableArticles(tx, [idCommande])).get(idCommande) ?? [];
    const facture = await invoiceOf(tx, idCommande);
    const idMail = await mailer.queue(
      tx,
      paymentConfirmationMail({
        to: order.login,
        prenom: order.prenom,
        idCommande,
        numeroCommande: order.numero,
        ...content,
        articles,
        facture,
        publicUrl,
      }),
    );
    return () => mailer.deliver(idMail);
  };
}
