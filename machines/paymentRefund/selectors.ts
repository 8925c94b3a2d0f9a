import type { SnapshotFrom } from 'xstate';
import { confirmationStep } from '../shared/confirmedCallMachine.ts';
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
  const step = confirmationStep(snapshot, 'refunding');
  if (!commande || !paiement || !step) return { open: false };
  return { open: true, commande, paiement, step, error: step === 'failed' ? error : null };
}
