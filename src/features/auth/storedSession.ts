import { readLogin } from './storage.ts';

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

/**
 * Whether the tab has a session to restore: its own tokens, or the browser's session that another tab opened (the
 * stored login says the browser has signed in). Without either the visitor is anonymous and loads nothing.
 */
export function hasSessionToRestore(): boolean {
  return hasStoredOidcSession() || readLogin() !== null;
}
