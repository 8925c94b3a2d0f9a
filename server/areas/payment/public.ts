// What the other areas may use of this one: they import it from here, never from its other files.
export { latestAttempt, latestPendingNotice, recordCancellation } from './attemptRepository.ts';
export { CANCEL_OR_REFUND_PATH, cancelTransaction } from './cancelTransaction.ts';
export { hasValidLyraSignature, signLyraFields } from './lyraSignature.ts';
export type { LyraFields } from './lyraSignature.ts';
export { attemptSnapshotOf, moveAttempt, moveCommande, commandeSnapshotOf } from './machineSteps.ts';
export { etatCommandeLibelle, lockCommande } from './commandeRepository.ts';
export { EURO_CURRENCY, notificationUrl } from './paymentForm.ts';
export { hasLiveAttempt } from './paymentState.ts';
