import { IDENTITY_PATHS } from './paths.ts';

/**
 * The way back after signing in (spec 1 §4 "Login"; spec 2 §4: the current path is remembered when an anonymous
 * user visits a page other than the login pages).
 *
 * Pages a user is never sent back to after signing in: the sign-in pages themselves, the account
 * confirmation (its code is used once), the sign-out page and the identity callback. Each excludes what is
 * below it too. Compared without case, as the router matches paths.
 */
export const NOT_RETURNABLE_PATHS: readonly string[] = [
  IDENTITY_PATHS.login,
  IDENTITY_PATHS.backOfficeLogin,
  IDENTITY_PATHS.wrongRoleLogout,
  IDENTITY_PATHS.accountConfirmation,
  IDENTITY_PATHS.authPrefix,
];

/**
 * Whether `path` may be stored and later opened as the place to return to after signing in: a path of this
 * origin (never `//host` or `/\host`, which browsers read as another site) outside the excluded pages.
 */
export function isReturnablePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  const pathname = (path.split(/[?#]/, 1)[0] ?? '').replace(/\/+$/, '').toLowerCase() || '/';
  return !NOT_RETURNABLE_PATHS.some((page) => {
    const excluded = page.toLowerCase();
    return pathname === excluded || pathname.startsWith(`${excluded}/`);
  });
}
