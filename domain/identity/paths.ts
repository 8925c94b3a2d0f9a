/** Everything under this path belongs to the sign-in with the identity provider. */
const AUTH_PATH_PREFIX = '/auth';

/**
 * The identity pages of the portal, spelt as spec 2 §3 lists them: where a visitor signs in or registers, the back office's sign-in,
 * the page that signs out a user whose role does not open a page, the confirmation the registration e-mail links
 * to, and where the identity provider sends the browser back (its redirect URIs).
 */
export const IDENTITY_PATHS = {
  login: '/login',
  backOfficeLogin: '/admin/login',
  wrongRoleLogout: '/admin/logout',
  accountConfirmation: '/CompteConfirmation',
  authPrefix: AUTH_PATH_PREFIX,
  callback: `${AUTH_PATH_PREFIX}/callback`,
  /** Where the provider answers a silent sign-in (`prompt=none`) in a hidden frame of a new tab. */
  silentCallback: `${AUTH_PATH_PREFIX}/silent`,
} as const;
