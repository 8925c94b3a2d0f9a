import type { Transaction } from '../platform/db/database.ts';
import { issueInvoice } from '../areas/invoices/issueInvoice.ts';
import type { Seller } from '../platform/config/seller.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import { activateSubscriptions } from '../areas/subscriptions/repository.ts';
import { payReferencingsOfCommande, unpayReferencingsOfCommande } from '../areas/referencing/public.ts';
import { creditNoteEffect } from '../areas/orders/creditNote.ts';
import { fileRemovalEffect } from './fileRemoval.ts';
import { paymentConfirmationEffect } from '../areas/orders/paymentConfirmation.ts';
import type { OutboxEffects } from '../platform/outbox/processor.ts';

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
    referencements: async (tx, idCommande) => {
      await payReferencingsOfCommande(tx, idCommande);
    },
    referencementsRembourses: async (tx, idCommande) => {
      await unpayReferencingsOfCommande(tx, idCommande);
    },
    suppressionFichier: fileRemovalEffect(options.dataDir),
  };
}
