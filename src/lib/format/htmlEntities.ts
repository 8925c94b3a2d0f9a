import { decodeHTML } from 'entities';

let textArea: HTMLTextAreaElement | undefined;

/**
 * Character references (`&amp;`, `&eacute;`, `&#39;`, `&#x2019;`) decoded by the browser's HTML parser: the content
 * of a `<textarea>` is parsed as text, so nothing in `text` becomes an element or runs.
 */
export function decodeEntitiesInBrowser(text: string): string {
  textArea ??= document.createElement('textarea');
  textArea.innerHTML = text;
  return textArea.value;
}

/** The same decoding without a DOM (the server's rendering), with the HTML standard's table of named references. */
export function decodeEntitiesOnServer(text: string): string {
  return decodeHTML(text);
}
