import { documentTitle } from './pageTitle.ts';

/**
 * The titles pages give themselves from their own data (an order's number, a publication's title), newest last.
 * The page head shows the newest instead of its route's title; a page's entry leaves with the page.
 */
const entries: { pageTitle: string | null }[] = [];
const listeners = new Set<() => void>();
let snapshot: string | null = null;

function changed(): void {
  const newest = entries.at(-1);
  snapshot = newest ? documentTitle(newest.pageTitle) : null;
  // At once, and also for a page rendered on its own; the page head then keeps it (and restores the route's).
  if (snapshot !== null) document.title = snapshot;
  for (const listener of listeners) listener();
}

/** Shows `pageTitle` until the returned function is called. */
export function pushPageTitle(pageTitle: string | null): () => void {
  const entry = { pageTitle };
  entries.push(entry);
  changed();
  return () => {
    const index = entries.indexOf(entry);
    if (index >= 0) entries.splice(index, 1);
    changed();
  };
}

export function subscribePageTitle(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The whole title a page asked for, or null when the route's own title applies. */
export function pageTitleSnapshot(): string | null {
  return snapshot;
}
