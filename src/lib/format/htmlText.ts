import { decodeEntitiesInBrowser, decodeEntitiesOnServer } from './htmlEntities.ts';

/** Scripts and styles: dropped with their content. */
const UNREAD_ELEMENTS = /<(script|style)\b[\s\S]*?<\/\1>/gi;
/** Tags that end a line or a block when the HTML is shown (`<br>`, paragraphs, list items, cells): a space. */
const SEPARATING_TAGS = /<\/?(?:br|hr|p|div|li|d[dt]|h[1-6]|t[dhr]|blockquote|pre|figcaption)\b[^>]*>/gi;
/** Inline markup (`<strong>`, `<em>`, links) and comments: nothing, the letters they wrap stay together. */
const OTHER_TAGS = /<[^>]*>/g;
/** White space as HTML collapses it; a no-break space (`&nbsp;`, before « : » in French) stays one. */
const COLLAPSED_SPACE = /[ \t\n\f\r]+/g;

/**
 * The text a reader sees in stored HTML (a title or an introduction edited by staff), on one line: tags dropped,
 * entities decoded. The browser decodes entities with its own parser (no table in the page's JavaScript), the
 * server's rendering with the HTML standard's table: both give the same text, so a page the server rendered
 * hydrates unchanged.
 */
export function htmlText(html: string): string {
  const decode = import.meta.env.SSR ? decodeEntitiesOnServer : decodeEntitiesInBrowser;
  const withoutTags = html.replace(UNREAD_ELEMENTS, ' ').replace(SEPARATING_TAGS, ' ').replace(OTHER_TAGS, '');
  return decode(withoutTags).replace(COLLAPSED_SPACE, ' ').trim();
}
