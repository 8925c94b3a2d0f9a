import { decodeEntitiesInBrowser, decodeEntitiesOnServer } from './htmlEntities.ts';

/**
 * The text a reader sees in stored HTML (a title or an introduction edited by staff), on one line: scripts and
 * styles dropped with their content, every other tag read as a space (`<br>`, paragraphs), entities decoded. The
 * browser decodes entities with its own parser (no table in the page's JavaScript), the server's rendering with
 * the HTML standard's table: both give the same text, so a page the server rendered hydrates unchanged.
 */
export function htmlText(html: string): string {
  const decode = import.meta.env.SSR ? decodeEntitiesOnServer : decodeEntitiesInBrowser;
  return decode(html.replace(/<(script|style)\b[\s\S]*?<\/\1>|<[^>]*>/gi, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}
