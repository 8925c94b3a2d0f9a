// What the other areas may use of this one: they import it from here, never from its other files.
export { deletionVerdictOf, eraseAccount } from './eraseAccount.ts';
export type { Erasure } from './eraseAccount.ts';
export { lockLiveAccount } from './repository.ts';
export type { DeletionTarget } from './repository.ts';
