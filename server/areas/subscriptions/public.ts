// What the other areas may use of this one: they import it from here, never from its other files.
export { cancelWithNotice } from './cancelWithNotice.ts';
export { endSubscriptionsOfDeletedAccount } from './repository.ts';
