/** The pages of « Mot de passe oublié ? », under the embedded provider's path (`/oidc`) beside its sign-in pages. */
const BASE = '/oidc/mot-de-passe';

export const PASSWORD_RESET_PATHS = {
  base: BASE,
  /** The request form (GET) and the request (POST). */
  request: `${BASE}/oublie`,
  /** The e-mailed link (`…/<token>`, GET) and the new password (POST). */
  newPassword: `${BASE}/nouveau`,
} as const;
