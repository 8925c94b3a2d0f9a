/**
 * The server renders the public pages as an anonymous visitor with an empty basket sees them: it cannot see the
 * basket the browser holds, nor its session. A browser that holds either must not show that visitor's « Connexion »,
 * basket count or empty basket, not even for the moment before the page's code runs. A script in the head of every
 * rendered page, run before the first paint, marks the document with these attributes, and the stylesheet hides the
 * server's version of those parts under them until the page's code shows the visitor's own.
 *
 * The script imports nothing, so that the build leaves it a plain script: the storage keys are written here again,
 * and a test holds them to the application's (tests/unit/pendingVisitor.test.ts).
 */
export const PENDING_BASKET_ATTRIBUTE = 'data-basket-pending';
export const PENDING_SESSION_ATTRIBUTE = 'data-session-pending';

type Storages = Pick<Window, 'localStorage' | 'sessionStorage'>;

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

/** Whether the browser holds a session to restore: the tab's own tokens, or the login another tab signed in with. */
export function mayHoldASession(window: Storages): boolean {
  try {
    if (window.localStorage.getItem(LOGIN_KEY) !== null) return true;
    const session = window.sessionStorage;
    for (let index = 0; index < session.length; index += 1) {
      if (session.key(index)?.startsWith(OIDC_USER_KEY_PREFIX)) return true;
    }
    return false;
  } catch {
    return false;
  }
}

/**
 * Whether the basket to show may not be the empty one: the browser holds basket lines, or a session whose basket is
 * on the server. An unreadable storage holds nothing the page could show either.
 */
export function mayHoldABasket(window: Storages): boolean {
  try {
    return holdsBasketLines(window.localStorage) || mayHoldASession(window);
  } catch {
    return false;
  }
}
