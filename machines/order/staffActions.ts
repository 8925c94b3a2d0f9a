import type { BoCommandeAction } from '../../domain/order/boCommandeTexts.ts';
import type { CommandeSnapshot } from './selectors.ts';
import type { CommandeEvent } from './types.ts';

/**
 * The event each back-office action sends to the order. Cancelling is one action for staff, two facts for the
 * order: an unpaid order is cancelled (no invoice, nothing to credit); a paid, in-progress or completed one is
 * refunded, which issues a credit note on its invoice. An order whose payment awaits the bank's decision takes
 * neither: staff cancel its attempt first (`order.paymentCancelled`, once the provider has cancelled it).
 */
export function staffEventOf(action: BoCommandeAction, snapshot: CommandeSnapshot): CommandeEvent {
  switch (action) {
    case 'passerEnCours':
      return { type: 'order.fulfilmentStarted' };
    case 'terminer':
      return { type: 'order.fulfilmentCompleted' };
    case 'annuler':
      return snapshot.can({ type: 'order.refunded' }) ? { type: 'order.refunded' } : { type: 'order.cancelled' };
  }
}

/** What staff may do with the order as it stands (CommandeBO's Peut… flags). */
export function staffActionsOf(snapshot: CommandeSnapshot) {
  return {
    PeutPasserEnCours: snapshot.can({ type: 'order.fulfilmentStarted' }),
    PeutTerminer: snapshot.can({ type: 'order.fulfilmentCompleted' }),
    PeutAnnuler: snapshot.can({ type: 'order.cancelled' }) || snapshot.can({ type: 'order.refunded' }),
    AnnulationAvecAvoir: snapshot.can({ type: 'order.refunded' }),
    PeutAnnulerPaiement: snapshot.can({ type: 'order.paymentCancelled' }),
  };
}
