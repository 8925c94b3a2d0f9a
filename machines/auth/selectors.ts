import type { SnapshotFrom } from 'xstate';
import type { AuthMachine } from './authMachine.ts';
import type { Person } from './types.ts';

export type AuthSnapshot = SnapshotFrom<AuthMachine>;

/** The session as screens see it (`useAuth().status`). */
export type AuthStatus =
  'restoring' | 'anonymous' | 'signingIn' | 'loadingPerson' | 'authenticated' | 'signingOut' | 'failed';

const NO_ROLES: readonly string[] = [];

export function selectStatus(snapshot: AuthSnapshot): AuthStatus {
  // Joining the browser's session is restoring it, as far as screens are concerned.
  if (snapshot.matches('restoring') || snapshot.matches('joining')) return 'restoring';
  if (snapshot.matches('anonymous')) return 'anonymous';
  if (snapshot.matches('redirecting') || snapshot.matches('handlingCallback')) return 'signingIn';
  if (snapshot.matches('loadingPerson')) return 'loadingPerson';
  if (snapshot.matches('authenticated')) return 'authenticated';
  if (snapshot.matches('signingOut') || snapshot.matches('leaving')) return 'signingOut';
  return 'failed';
}

/** The signed-in person; null until their account is loaded. */
export function selectPerson(snapshot: AuthSnapshot): Person | null {
  return snapshot.matches('authenticated') ? snapshot.context.person : null;
}

export function selectRoles(snapshot: AuthSnapshot): readonly string[] {
  return snapshot.matches('authenticated') ? (snapshot.context.session?.roles ?? NO_ROLES) : NO_ROLES;
}

export function selectIsFrontOffice(snapshot: AuthSnapshot): boolean {
  return snapshot.matches('authenticated') && snapshot.context.session?.isFrontOffice === true;
}

export function selectIsBackOffice(snapshot: AuthSnapshot): boolean {
  return snapshot.matches('authenticated') && snapshot.context.session?.isBackOffice === true;
}

export function selectError(snapshot: AuthSnapshot): string | null {
  return snapshot.context.error;
}
