import type { SnapshotFrom } from 'xstate';
import { confirmationDialog, type ConfirmationDialog } from '../shared/confirmedCallMachine.ts';
import type { PaymentRefundMachine } from './paymentRefundMachine.ts';
import type { BoCommande, PaiementARembourser } from './types.ts';

export type PaymentRefundSnapshot = SnapshotFrom<PaymentRefundMachine>;

/** What the confirmation dialog shows: closed, asking, waiting for the server, or after a failure. */
export type PaymentRefundDialogState = ConfirmationDialog<
  { commande: BoCommande; paiement: PaiementARembourser },
  'refunding'
>;

export function selectRefundDialog(snapshot: PaymentRefundSnapshot): PaymentRefundDialogState {
  const { commande, paiement } = snapshot.context;
  return confirmationDialog(snapshot, 'refunding', commande && paiement && { commande, paiement });
}
