// What the other areas may use of this one: they import it from here, never from its other files.
export { onixSenderOf, planOnixExport, writeOnixExport } from './exportOnix.ts';
export { ficheLibraire } from './ficheLibraire.ts';
export type { FicheLabels, FicheLibraire } from './ficheLibraire.ts';
export {
  writeDeliveryMessage,
  type DeliveredProduct,
  type DeliveryMessage,
  type DeliveryMessageOptions,
  type OnixWithdrawal,
} from './deliveryMessage.ts';
export { recordReference } from './recordReference.ts';
export { verifyOwnPublication } from './verification.ts';
export { classificationOf, type SubjectClassification } from './subjectClassification.ts';
export type { OnixSender } from './model.ts';
