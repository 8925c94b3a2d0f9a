/** oidc-client-ts keeps the signed-in user under `oidc.user:<issuer>:<client id>` in its user store. */
const USER_KEY_PREFIX = 'oidc.user:';

/**
 * Whether this tab holds a session to restore, read without loading the OIDC client: a visitor who never
 * signed in downloads none of it.
 */
export function hasStoredOidcSession(): boolean {
  try {
    const store = window.sessionStorage;
    for (let index = 0; index < store.length; index += 1) {
      if (store.key(index)?.startsWith(USER_KEY_PREFIX)) return true;
    }
    return false;
  } catch {
    return false;
  }
}
