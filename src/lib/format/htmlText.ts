import { decodeEntitiesInBrowser, decodeEntitiesOnServer } from './htmlEntities.ts';

/** Elements whose content is never read: a stored text has none, but a title must not show code if it had. */
const UNREAD_ELEMENTS = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** Tags that separate words when the HTML is shown: line breaks, paragraphs, headings, list items, cells. */
const SEPARATING_TAGS = /<\/?(?:br|hr|p|div|li|d[dt]|h[1-6]|t[dhr]|blockquote|pre|figcaption)\b[^>]*>/gi;
/** Every other tag (inline markup such as `<strong>` joins the letters it wraps) and comments. */
const OTHER_TAGS = /<!--[\s\S]*?-->|<\/?[a-z][^>]*>/gi;

/**
 * The text a reader sees in stored HTML (a title or an introduction edited by staff): tags dropped, entities
 * decoded, on one line. The browser decodes entities with its own parser (no table in the page's JavaScript), the
 * server-rendered page with a full table of the HTML standard's entities: both give the same text, so a page the
 * server rendered hydrates without a difference.
 */
export function htmlText(html: string): string {
  const withoutTags = html.replace(UNREAD_ELEMENTS, ' ').replace(SEPARATING_TAGS, ' ').replace(OTHER_TAGS, '');
  const decode = import.meta.env.SSR ? decodeEntitiesOnServer : decodeEntitiesInBrowser;
  return decode(withoutTags).replace(/\s+/g, ' ').trim();
}
