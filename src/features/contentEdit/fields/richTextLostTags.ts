/** Tags the editor writes under another name: nothing is lost when `<b>` comes back as `<strong>`. */
const SAME_AS: Record<string, string> = { b: 'strong', i: 'em', strike: 's', del: 's' };

function tagNames(html: string): Set<string> {
  const template = document.createElement('template');
  template.innerHTML = html;
  const names = new Set<string>();
  for (const element of template.content.querySelectorAll('*')) {
    const name = element.localName;
    names.add(SAME_AS[name] ?? name);
  }
  return names;
}

/**
 * The tags of the HTML source that the editor's rendering of it no longer has (a table, an image, a span…),
 * sorted, so that switching back from the source can refuse to drop them.
 */
export function richTextLostTags(sourceHtml: string, editorHtml: string): string[] {
  const kept = tagNames(editorHtml);
  return [...tagNames(sourceHtml)].filter((name) => !kept.has(name)).sort();
}
