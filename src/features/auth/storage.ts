import { isReturnablePath } from '../../../domain/identity/returnPath.ts';
import type { AuthStorage } from '../../../machines/auth/types.ts';

/** Where the visited path is kept for the return after signing in (spec 1 §4 "Login"). */
export const RETURN_PATH_KEY = 'portail.retour';
/**
 * Where the signed-in user's login is kept: also the hint that this browser has signed in, so that a new tab
 * joins the provider's session. Never a token.
 */
export const LOGIN_KEY = 'portail.login';

// Storage can be refused (privacy settings, full quota): the portal then works without remembering.
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: see read().
  }
}

/** The stored way back, if it is still one (anything could have written there). */
export function readReturnPath(): string | null {
  const path = read(RETURN_PATH_KEY);
  return path !== null && isReturnablePath(path) ? path : null;
}

export function readLogin(): string | null {
  return read(LOGIN_KEY);
}

export const authStorage: AuthStorage = {
  readLogin,
  storeReturnPath: (path) => write(RETURN_PATH_KEY, path),
  clearReturnPath: () => write(RETURN_PATH_KEY, null),
  storeLogin: (login) => write(LOGIN_KEY, login),
  clearLogin: () => write(LOGIN_KEY, null),
};
