import { generateHTML, generateJSON, type Editor } from '@tiptap/react';
import { richTextExtensions } from './richTextExtensions.ts';
import { richTextLostTags } from './richTextLostTags.ts';

/** The field's value for what the editor holds: an empty document is an empty string, not `<p></p>`. */
export function richTextEditorHtml(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

/** The tags of `html` that the editor would drop if it took this HTML in. */
export function richTextTagsTheEditorDrops(html: string): string[] {
  return richTextLostTags(html, generateHTML(generateJSON(html, richTextExtensions), richTextExtensions));
}
