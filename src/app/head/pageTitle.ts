import { SITE_NAME } from '../../lib/config/appInfo.ts';

/** The tab's title: `« page » | Portail de l'autoédition`; the home page has none of its own. */
export function documentTitle(pageTitle: string | null): string {
  return pageTitle ? `${pageTitle} | ${SITE_NAME}` : SITE_NAME;
}
