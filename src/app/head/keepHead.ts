import type { QueryClient } from '@tanstack/react-query';
import { applyHead } from './applyHead.ts';
import { pageHeadFor } from './pageHead.ts';
import { pageTitleSnapshot, subscribePageTitle } from './pageTitleStore.ts';

/**
 * Writes the head of the page at `pathname` into the document, again whenever the query cache or the page's own
 * title changes, until the returned function is called.
 */
export function keepHead(pathname: string, queryClient: QueryClient): () => void {
  const apply = () => {
    const head = pageHeadFor(pathname, queryClient);
    const pageTitle = pageTitleSnapshot();
    applyHead(pageTitle === null ? head : { ...head, title: pageTitle }, window.location.origin);
  };
  apply();
  const stopCache = queryClient.getQueryCache().subscribe(apply);
  const stopTitle = subscribePageTitle(apply);
  return () => {
    stopCache();
    stopTitle();
  };
}
