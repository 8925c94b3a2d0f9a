import type { components } from '../../../openapi/generated/schema.d.ts';
import type { CommandeState } from '../../../domain/order/commandeStates.ts';
import { PAYMENT_REFUSALS } from '../../../domain/order/paymentMessages.ts';
import type { PaymentAttemptState } from '../../../domain/order/paymentOutcomes.ts';

export type PaymentIssue = components['schemas']['EtatPaiementCommande']['Issue'];

const ISSUE_OF_ATTEMPT: Readonly<Record<PaymentAttemptState, PaymentIssue>> = {
  created: 'enCours',
  redirected: 'enCours',
  succeeded: 'succes',
  pending: 'attente',
  refused: 'echec',
  abandoned: 'echec',
  expired: 'echec',
  cancelled: 'echec',
  errored: 'erreur',
};

const PAID_STATES: ReadonlySet<CommandeState> = new Set(['paid', 'inProgress', 'completed']);

/**
 * The outcome page that fits: a paid order is a success whichever attempt paid it; otherwise the last attempt
 * says. An order closed without an attempt under way has nothing left to wait for.
 */
export function paymentIssueOf(commandeState: CommandeState, attemptState: PaymentAttemptState | null): PaymentIssue {
  if (PAID_STATES.has(commandeState)) return 'succes';
  if (attemptState !== null) return ISSUE_OF_ATTEMPT[attemptState];
  return commandeState === 'cancelled' || commandeState === 'refunded' ? 'echec' : 'enCours';
}

/** Why no new attempt may be opened for an order in that state. */
export function paymentRefusalOf(commandeState: CommandeState): string {
  if (PAID_STATES.has(commandeState)) return PAYMENT_REFUSALS.alreadyPaid;
  if (commandeState === 'cancelled') return PAYMENT_REFUSALS.cancelled;
  if (commandeState === 'refunded') return PAYMENT_REFUSALS.refunded;
  if (commandeState === 'paymentPending') return PAYMENT_REFUSALS.awaitingValidation;
  return PAYMENT_REFUSALS.notPayable;
}
