import { activateSubscriptions } from '../subscriptions/activateSubscriptions.ts';
import type { Mailer } from '../mail/mailer.ts';
import { paymentConfirmationEffect } from './paymentConfirmation.ts';
import type { OutboxEffect, OutboxEffects } from './processor.ts';

// Placeholder until the invoice module lands: the rows wait and are retried.
const notYet =
  (what: string): OutboxEffect =>
  async () => {
    throw new Error(`${what} is not available yet`);
  };

/** What each nature of outbox row does. */
export function outboxEffects(options: { mailer: Mailer; publicUrl: string }): OutboxEffects {
  return {
    facture: notYet('issueInvoice'),
    avoir: notYet('issueCreditNote'),
    confirmationPaiement: paymentConfirmationEffect(options.mailer, options.publicUrl),
    abonnements: async (tx, idCommande) => {
      await activateSubscriptions(tx, idCommande);
    },
  };
}
