import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** The server writes a rendered page's head: a canonical link for an indexed page, the robots tag otherwise. */
function serverWroteHead(): boolean {
  return (
    typeof document !== 'undefined' &&
    document.head.querySelector('link[rel="canonical"], meta[name="robots"]') !== null
  );
}

/** Whether this component has written a head yet: from then on every page's head is its own to write. */
let writing = false;

/**
 * Keeps the tab's title, the description, the canonical link and the robots tag right for the page shown, on
 * every client navigation and as the page's data arrives in the query cache. A page rendered by the server
 * already has its head: the route table (a chunk of its own) is fetched only once the reader moves on.
 */
export function PageHeadSync() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const [serverPath] = useState(() => (serverWroteHead() ? pathname : null));

  useEffect(() => {
    if (!writing && pathname === serverPath) return;
    writing = true;
    let stop: (() => void) | undefined;
    let current = true;
    void import('./keepHead.ts').then(({ keepHead }) => {
      if (current) stop = keepHead(pathname, queryClient);
    });
    return () => {
      current = false;
      stop?.();
    };
  }, [pathname, serverPath, queryClient]);
  return null;
}
