import type { Transaction } from '../../platform/db/database.ts';
import { loadCommandeContent, loadCommandeToNotify } from './repository.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { paymentConfirmationMail } from './paymentConfirmationMail.ts';
import type { OutboxEffect } from '../../platform/outbox/processor.ts';
import { findDownloadableArticles } from '../articles/public.ts';
import type { IssuedInvoice } from '../invoices/public.ts';

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
    const commande = await loadCommandeToNotify(tx, idCommande);
    const content = await loadCommandeContent(tx, idCommande);
    const articles = (await findDownloadableArticles(tx, [idCommande])).get(idCommande) ?? [];
    const facture = await invoiceOf(tx, idCommande);
    const idMail = await mailer.queue(
      tx,
      paymentConfirmationMail({
        to: commande.login,
        prenom: commande.prenom,
        nom: commande.nom,
        idCommande,
        numeroCommande: commande.numero,
        ...content,
        articles,
        facture,
        publicUrl,
      }),
    );
    return () => mailer.deliver(idMail);
  };
}
