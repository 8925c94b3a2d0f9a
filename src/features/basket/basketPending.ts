import type { AuthStatus } from '../../../machines/auth/selectors.ts';
import type { BasketStatus } from '../../../machines/basket/selectors.ts';

/** The session is still being checked: whose basket to show is not known yet. */
export function isSessionPending(auth: { status: AuthStatus }): boolean {
  return auth.status === 'restoring' || auth.status === 'signingIn' || auth.status === 'loadingPerson';
}

/**
 * Whether the basket's count may not be the customer's yet: the session is being checked, or a signed-in
 * customer's basket is still on its way (the machine being fetched, the account's basket loaded or merged).
 */
export function isBasketCountPending(auth: { status: AuthStatus; isFrontOffice: boolean }, status: BasketStatus) {
  if (isSessionPending(auth)) return true;
  if (auth.isFrontOffice && status === 'local') return true;
  return status === 'loading' || status === 'merging';
}
