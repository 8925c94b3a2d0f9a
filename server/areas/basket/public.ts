// What the other areas may use of this one: they import it from here, never from its other files.
export type { BasketWorld } from './catalogueView.ts';
export { toPanier, toSessionFormation } from './pricing.ts';
export type { StoredLine } from './pricing.ts';
export { findBasketId, loadLines, loadWorld, lockBasket } from './repository.ts';
export { appliedCode, reconcileReduction } from './rules.ts';
export { withTrainingNotices } from './trainingNotices.ts';
