import { canonicalUrl, type PageHead } from './pageHead.ts';

function element<T extends Element>(selector: string, create: () => T): T {
  const found = document.head.querySelector<T>(selector);
  if (found) return found;
  const created = create();
  document.head.append(created);
  return created;
}

function removeAll(selector: string): void {
  for (const found of document.head.querySelectorAll(selector)) found.remove();
}

/** Writes the page's head into the document, reusing the tags the server sent. */
export function applyHead(head: PageHead, origin: string): void {
  if (document.title !== head.title) document.title = head.title;
  element('meta[name="description"]', () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    return meta;
  }).content = head.description;
  if (head.canonicalPath === null) removeAll('link[rel="canonical"]');
  else
    element('link[rel="canonical"]', () => {
      const link = document.createElement('link');
      link.rel = 'canonical';
      return link;
    }).href = canonicalUrl(head.canonicalPath, origin);
  if (!head.noindex) removeAll('meta[name="robots"]');
  else
    element('meta[name="robots"]', () => {
      const meta = document.createElement('meta');
      meta.name = 'robots';
      return meta;
    }).content = 'noindex';
}
