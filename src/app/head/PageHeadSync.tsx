import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { applyHead } from './applyHead.ts';
import { pageHeadFor, type PageHead } from './pageHead.ts';
import { noPageTitle, pageTitleSnapshot, subscribePageTitle } from './pageTitleStore.ts';

/**
 * Keeps the tab's title, the description, the canonical link and the robots tag right for the page shown, on
 * every client navigation and as the page's data arrives in the query cache. Renders nothing.
 */
export function PageHeadSync() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const subscribeCache = useCallback(
    (listener: () => void) => queryClient.getQueryCache().subscribe(listener),
    [queryClient],
  );
  // A string, so that an unchanged head is an unchanged snapshot.
  const headSnapshot = useCallback(() => JSON.stringify(pageHeadFor(pathname, queryClient)), [pathname, queryClient]);
  const headJson = useSyncExternalStore(subscribeCache, headSnapshot, headSnapshot);
  const pageTitle = useSyncExternalStore(subscribePageTitle, pageTitleSnapshot, noPageTitle);

  useEffect(() => {
    const head = JSON.parse(headJson) as PageHead;
    applyHead(pageTitle === null ? head : { ...head, title: pageTitle }, window.location.origin);
  }, [headJson, pageTitle]);
  return null;
}
