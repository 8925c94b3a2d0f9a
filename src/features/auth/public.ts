/** What other features may use of the session: reading it, and hearing it sign in and out. */
export { useAuth, type Auth, type SignInOptions } from './useAuth.ts';
export { useAuthEvent } from './useAuthEvent.ts';
export { signInAgainRedirect, useLeaveDeletedAccount } from './reauthentication.ts';
