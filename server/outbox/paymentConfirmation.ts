import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/database.ts';
import { commandes, comptes } from '../db/schema.ts';
import type { IssuedInvoice } from '../invoices/issueInvoice.ts';
import type { Mailer } from '../mail/mailer.ts';
import { paymentConfirmationMail } from './paymentConfirmationMail.ts';
import type { OutboxEffect } from './processor.ts';

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

/**
 * Queues the payment confirmation e-mail of a paid order and hands it to SMTP after the commit. The e-mail links to
 * the invoice, which `invoiceOf` gives: issuing is idempotent, so the invoice the `facture` effect issued is the one
 * returned, and if that effect has not run yet the invoice is issued here, once.
 */
export function paymentConfirmationEffect(
  mailer: Mailer,
  publicUrl: string,
  invoiceOf: (tx: Transaction, idCommande: number) => Promise<IssuedInvoice>,
): OutboxEffect {
  return async (tx, idCommande) => {
    const order = await loadOrderToNotify(tx, idCommande);
    const facture = await invoiceOf(tx, idCommande);
    const idMail = await mailer.queue(
      tx,
      paymentConfirmationMail({
        to: order.login,
        prenom: order.prenom,
        idCommande,
        numeroCommande: order.numero,
        totalTtcCentimes: order.totalTtcCentimes,
        facture,
        publicUrl,
      }),
    );
    return () => mailer.deliver(idMail);
  };
}
