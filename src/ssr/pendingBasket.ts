/**
 * The basket page the server renders is the anonymous visitor's empty basket: the server cannot see a basket the
 * browser holds, nor a session. A browser that holds either must not show that empty basket, not even for the
 * moment before the page's code runs: a script in the page's head, run before the first paint, marks the document
 * with this attribute, and the basket page's stylesheet hides the server's empty basket under it.
 *
 * The script imports nothing, so that the build leaves it a plain script: the storage keys are written here again,
 * and a test holds them to the application's (tests/unit/pendingBasket.test.ts).
 */
export const PENDING_BASKET_ATTRIBUTE = 'data-basket-pending';

const BASKET_KEY = 'portail.panier';
const LOGIN_KEY = 'portail.login';
const OIDC_USER_KEY_PREFIX = 'oidc.user:';

function holdsBasketLines(local: Storage): boolean {
  try {
    const stored = JSON.parse(local.getItem(BASKET_KEY) ?? 'null') as { lines?: unknown } | null;
    return Array.isArray(stored?.lines) && stored.lines.length > 0;
  } catch {
    return false;
  }
}

function holdsSession(local: Storage, session: Storage): boolean {
  if (local.getItem(LOGIN_KEY) !== null) return true;
  for (let index = 0; index < session.length; index += 1) {
    if (session.key(index)?.startsWith(OIDC_USER_KEY_PREFIX)) return true;
  }
  return false;
}

/**
 * Whether the basket to show may not be the empty one: the browser holds basket lines, or a session whose basket is
 * on the server. An unreadable storage holds nothing the page could show either.
 */
export function mayHoldABasket(window: Pick<Window, 'localStorage' | 'sessionStorage'>): boolean {
  try {
    return holdsBasketLines(window.localStorage) || holdsSession(window.localStorage, window.sessionStorage);
  } catch {
    return false;
  }
}
