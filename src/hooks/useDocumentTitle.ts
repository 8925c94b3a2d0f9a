import { useEffect } from 'react';
import { pushPageTitle } from '../app/head/pageTitleStore.ts';

/**
 * Titles the tab `« page » | Portail de l'autoédition` from the page's own data, in place of its route's title
 * (src/app/head/pageHead.ts), while the page is shown.
 */
export function useDocumentTitle(pageTitle: string | null): void {
  useEffect(() => pushPageTitle(pageTitle), [pageTitle]);
}
