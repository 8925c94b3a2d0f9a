/**
 * The code of a page the server rendered, fetched once the page is painted.
 *
 * Such a page comes with its HTML and its stylesheet, all it needs to be seen; its code only makes it interactive.
 * Fetched with the HTML, the code would share a slow link with the stylesheet, and its evaluation would come before
 * the first paint. So instead of the application's entry, the page loads a small boot script (src/ssr/boot.ts) and
 * lists its code in a JSON block: the boot script asks for all of it at once, no waterfall, in the task after the
 * first paint.
 */

/** The id of the JSON block that lists a rendered page's code. */
export const PAGE_CODE_ID = 'portail-code';

/** A rendered page's code: the application's entry, and every chunk the entry and the page's route import. */
export interface PageCode {
  entry: string;
  chunks: string[];
}

/** The block's markup. It holds built files' paths only, which have no character that could close the element. */
export function pageCodeScript(code: PageCode): string {
  return `<script type="application/json" id="${PAGE_CODE_ID}">${JSON.stringify(code)}</script>`;
}

export function readPageCode(document: Document): PageCode | null {
  const text = document.getElementById(PAGE_CODE_ID)?.textContent;
  return text ? (JSON.parse(text) as PageCode) : null;
}

/** Asks for the chunks as the modulepreload links that a page the browser renders has in its head. */
export function preloadChunks(document: Document, chunks: readonly string[]): void {
  for (const chunk of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = chunk;
    link.crossOrigin = '';
    document.head.append(link);
  }
}

/**
 * Runs `task` in the task after the page's first paint: a frame callback runs just before a paint, a timer set from
 * it just after. A hidden page paints nothing (a tab opened in the background): its task runs at once.
 */
export function afterFirstPaint(task: () => void): void {
  if (document.visibilityState === 'hidden') {
    task();
    return;
  }
  requestAnimationFrame(() => setTimeout(task, 0));
}
