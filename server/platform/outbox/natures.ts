import type { NamedAction } from '../../../machines/persistedTransition.ts';

/** The effects the outbox performs after a commit, one row per nature and order. */
export const OUTBOX_NATURES = [
  'facture',
  'avoir',
  'confirmationPaiement',
  'abonnements',
  'referencements',
  'referencementsRembourses',
  'suppressionFichier',
] as const;

export type OutboxNature = (typeof OUTBOX_NATURES)[number];

/** The one nature about a stored file (its row names the file's address) rather than an order. */
export const FILE_REMOVAL_NATURE = 'suppressionFichier' satisfies OutboxNature;

export type CommandeOutboxNature = Exclude<OutboxNature, typeof FILE_REMOVAL_NATURE>;

/**
 * What each effect of the order machine queues. The machine invoices and confirms a payment as the order becomes
 * paid: its subscriptions start and the referencings it bought are paid at the same moment, with the invoice; a
 * refund unpays the referencings not delivered yet, with the credit note.
 */
const NATURES_OF_COMMANDE_ACTION: Readonly<Record<string, readonly CommandeOutboxNature[]>> = {
  queueInvoice: ['facture', 'abonnements', 'referencements'],
  queuePaymentConfirmation: ['confirmationPaiement'],
  queueCreditNote: ['avoir', 'referencementsRembourses'],
};

export function outboxNaturesOf(actions: readonly NamedAction[]): CommandeOutboxNature[] {
  return actions.flatMap((action) => NATURES_OF_COMMANDE_ACTION[action.type] ?? []);
}

export function isOutboxNature(value: string): value is OutboxNature {
  return (OUTBOX_NATURES as readonly string[]).includes(value);
}
