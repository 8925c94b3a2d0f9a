import type { Transaction } from '../db/database.ts';
import { issueInvoice } from '../invoices/issueInvoice.ts';
import type { Seller } from '../invoices/seller.ts';
import type { Mailer } from '../mail/mailer.ts';
import { activateSubscriptions } from '../subscriptions/activateSubscriptions.ts';
import { creditNoteEffect } from './creditNote.ts';
import { fileRemovalEffect } from './fileRemoval.ts';
import { paymentConfirmationEffect } from './paymentConfirmation.ts';
import type { OutboxEffects } from './processor.ts';

/** What each nature of outbox row does. */
export function outboxEffects(options: {
  mailer: Mailer;
  publicUrl: string;
  seller: Seller;
  dataDir: string;
}): OutboxEffects {
  const invoiceOf = (tx: Transaction, idCommande: number) => issueInvoice(tx, options.seller, idCommande);
  return {
    facture: async (tx, idCommande) => {
      await invoiceOf(tx, idCommande);
    },
    avoir: creditNoteEffect(options.mailer, options.publicUrl, options.seller),
    confirmationPaiement: paymentConfirmationEffect(options.mailer, options.publicUrl, invoiceOf),
    abonnements: async (tx, idCommande) => {
      await activateSubscriptions(tx, idCommande);
    },
    suppressionFichier: fileRemovalEffect(options.dataDir),
  };
}
