import type { SnapshotFrom } from 'xstate';
import type { PaymentRefundMachine } from './paymentRefundMachine.ts';
import type { BoCommande, PaiementARembourser } from './types.ts';

export type PaymentRefundSnapshot = SnapshotFrom<PaymentRefundMachine>;

/** What the confirmation dialog shows: closed, asking, waiting for the server, or after a failure. */
export type PaymentRefundDialogState =
  | { open: false }
  | {
      open: true;
      commande: BoCommande;
      paiement: PaiementARembourser;
      step: 'confirming' | 'refunding' | 'failed';
      error: string | null;
    };

export function selectRefundDialog(snapshot: PaymentRefundSnapshot): PaymentRefundDialogState {
  const { commande, paiement, error } = snapshot.context;
  if (!commande || !paiement) return { open: false };
  if (snapshot.matches('confirming')) return { open: true, commande, paiement, step: 'confirming', error: null };
  if (snapshot.matches('refunding')) return { open: true, commande, paiement, step: 'refunding', error: null };
  if (snapshot.matches('failed')) return { open: true, commande, paiement, step: 'failed', error };
  return { open: false };
}
