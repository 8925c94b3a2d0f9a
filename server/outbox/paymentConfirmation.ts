import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../db/database.ts';
import { commandes, comptes, factures } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { paymentConfirmationMail } from './paymentConfirmationMail.ts';
import type { OutboxEffect } from './processor.ts';

/** The series of invoices (credit notes have their own). */
const INVOICE_SERIES = 'FA';

async function loadConfirmation(tx: Transaction, idCommande: number) {
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
  const [facture] = await tx
    .select({ id: factures.id, numero: factures.numero })
    .from(factures)
    .where(and(eq(factures.idCommande, idCommande), eq(factures.serie, INVOICE_SERIES)));
  return { order, facture };
}

/**
 * Queues the payment confirmation e-mail of a paid order and hands it to SMTP after the commit. The e-mail links to
 * the invoice: until the invoice is issued (its effect runs first, from the same notification), the effect fails and
 * is retried.
 */
export function paymentConfirmationEffect(mailer: Mailer, publicUrl: string): OutboxEffect {
  return async (tx, idCommande) => {
    const { order, facture } = await loadConfirmation(tx, idCommande);
    if (!order?.numero || order.totalTtcCentimes === null) throw new Error(`order ${idCommande} is not placed`);
    if (!facture) throw new Error(`the invoice of order ${idCommande} is not issued yet`);
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
