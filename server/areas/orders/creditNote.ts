import type { Transaction } from '../../platform/db/database.ts';
import type { Seller } from '../../platform/config/seller.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { creditNoteMail } from './creditNoteMail.ts';
import { loadCommandeToNotify } from './repository.ts';
import type { OutboxEffect } from '../../platform/outbox/processor.ts';
import { issueCreditNote } from '../invoices/public.ts';

/**
 * Issues the credit note of a refunded order (once: issuing is idempotent) and e-mails it to the customer, the
 * e-mail handed to SMTP after the commit.
 */
export function creditNoteEffect(mailer: Mailer, publicUrl: string, seller: Seller): OutboxEffect {
  return async (tx: Transaction, idCommande) => {
    const avoir = await issueCreditNote(tx, seller, idCommande);
    const commande = await loadCommandeToNotify(tx, idCommande);
    const idMail = await mailer.queue(
      tx,
      creditNoteMail({
        to: commande.login,
        prenom: commande.prenom,
        nom: commande.nom,
        idCommande,
        numeroCommande: commande.numero,
        totalTtcCentimes: commande.totalTtcCentimes,
        avoir,
        publicUrl,
      }),
    );
    return () => mailer.deliver(idMail);
  };
}
