import { generateHTML, generateJSON, type Editor } from '@tiptap/react';
import { richTextExtensions } from './richTextExtensions.ts';
import { richTextLostTags } from './richTextLostTags.ts';

/**
 * The editor keeps a list item's text in a paragraph (`<li><p>Un</p></li>`); the stored content and the public
 * pages write `<li>Un</li>`, so the paragraph is unwrapped on the way out (the editor wraps it again on the way in).
 */
function withoutListItemParagraphs(html: string): string {
  if (!html.includes('<li><p>')) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const item of template.content.querySelectorAll('li')) {
    const first = item.firstElementChild;
    const paragraphs = [...item.children].filter((child) => child.localName === 'p');
    if (first?.localName === 'p' && paragraphs.length === 1) first.replaceWith(...first.childNodes);
  }
  return template.innerHTML;
}

/** The field's value for what the editor holds: an empty document is an empty string, not `<p></p>`. */
export function richTextEditorHtml(editor: Editor): string {
  return editor.isEmpty ? '' : withoutListItemParagraphs(editor.getHTML());
}

/** The tags of `html` that the editor would drop if it took this HTML in. */
export function richTextTagsTheEditorDrops(html: string): string[] {
  return richTextLostTags(html, generateHTML(generateJSON(html, richTextExtensions), richTextExtensions));
}

const BLOCK_END = /(<\/(?:p|h[1-6]|li|ul|ol|blockquote|pre)>|<(?:ul|ol)>|<hr>)(?!\n)/g;

/** The editor's HTML with a line per block, to be read and edited in the source view; whitespace between blocks changes nothing. */
export function richTextSourceLayout(html: string): string {
  return html.replace(BLOCK_END, '$1\n').trimEnd();
}
