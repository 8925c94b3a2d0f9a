import { useEffect } from 'react';
import { SITE_NAME } from '../lib/config/appInfo.ts';

/** Sets the tab's title to `« page » | Portail de l'autoédition`; the home page passes no title. */
export function useDocumentTitle(pageTitle?: string | null): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${SITE_NAME}` : SITE_NAME;
  }, [pageTitle]);
}
