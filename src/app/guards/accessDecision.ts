import { IDENTITY_PATHS } from '../../../domain/identity/paths.ts';
import type { AuthStatus } from '../../../machines/auth/selectors.ts';

/** Who may open a group of routes (spec 2 §2 and §6). */
export type RouteAccess = 'frontOffice' | 'backOffice' | 'eitherRole';

/** The session states of the auth facade (`useAuth().status`), as the auth machine's selectors define them. */
export type SessionStatus = AuthStatus;

/** What a guard needs to know of the session. */
export interface SessionSnapshot {
  status: SessionStatus;
  isFrontOffice: boolean;
  isBackOffice: boolean;
}

export type AccessDecision =
  | { kind: 'render' }
  /** The session is not settled yet: deciding now would send a signed-in user away. */
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string; rememberReturn: boolean };

/** Signs out a user whose role does not open the page, then leads to the home page. */
export const WRONG_ROLE_PATH = IDENTITY_PATHS.wrongRoleLogout;

const UNSETTLED: ReadonlySet<SessionStatus> = new Set(['restoring', 'signingIn', 'loadingPerson', 'signingOut']);

function hasRole(access: RouteAccess, session: SessionSnapshot): boolean {
  switch (access) {
    case 'frontOffice':
      return session.isFrontOffice;
    case 'backOffice':
      return session.isBackOffice;
    case 'eitherRole':
      return session.isFrontOffice || session.isBackOffice;
  }
}

/**
 * The route guards' rule: anonymous visitors go to the sign-in page of their area (the visited path is kept for
 * their return), a signed-in user without the route's role goes to /admin/logout, which signs them out.
 */
export function decideAccess(access: RouteAccess, session: SessionSnapshot): AccessDecision {
  if (UNSETTLED.has(session.status)) return { kind: 'wait' };
  if (session.status !== 'authenticated') {
    const to = access === 'backOffice' ? IDENTITY_PATHS.backOfficeLogin : IDENTITY_PATHS.login;
    return { kind: 'redirect', to, rememberReturn: true };
  }
  if (hasRole(access, session)) return { kind: 'render' };
  return { kind: 'redirect', to: WRONG_ROLE_PATH, rememberReturn: false };
}
