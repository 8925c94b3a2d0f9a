import type { RenderedPageCode } from './manifestLinks.ts';

/** The parts of a rendered page that go into the built index.html. */
export interface PageParts {
  headTags: string;
  html: string;
  hydrationScript: string;
  code: RenderedPageCode;
  /** The JSON block that lists the page's code for its boot script. */
  codeScript: string;
}

const DEFAULT_TITLE = /\s*<title>[\s\S]*?<\/title>/;
const DEFAULT_DESCRIPTION = /\s*<meta\s+name="description"[^>]*>/;
const EMPTY_ROOT = '<div id="root"></div>';
/** React writes the preloads it finds (the page's images) before the markup of a fragment: they belong in the head. */
const LEADING_PRELOADS = /^(?:<link [^>]*>)+/;
/** The entry's module script, which a rendered page's boot script takes the place of. */
const ENTRY_SCRIPT = /<script type="module"[^>]*><\/script>/;
/** The modulepreload links of what the entry imports: a rendered page fetches them once it is painted. */
const ENTRY_PRELOADS = /\s*<link rel="modulepreload"[^>]*>/g;

/**
 * A page the server rendered is painted from its HTML and stylesheet alone. Its code, which only makes it
 * interactive, is left to a boot script that fetches it once the page is painted (src/ssr/pageCode.ts).
 */
function withBootScript(html: string, { boot, styles, headScript }: RenderedPageCode) {
  const links = styles.map((file) => `<link rel="stylesheet" crossorigin href="${file}">`);
  // A classic script in the head runs before the first paint (src/ssr/headScript.ts); it is a few hundred bytes
  // and imports nothing.
  const head = `<script src="${headScript}"></script>`;
  const script = `<script type="module" crossorigin src="${boot}"></script>`;
  return html.replace(ENTRY_PRELOADS, '').replace(ENTRY_SCRIPT, () => [...links, head, script].join('\n    '));
}

export interface PageTemplate {
  /** A page the server rendered. */
  rendered(parts: PageParts): string;
  /** A page the browser renders: the empty root under the page's own head. */
  withHead(headTags: string): string;
}

/**
 * Fills the built index.html with a rendered page: its own head (the template's default title and description
 * give way to the page's), a boot script in place of the entry, its markup in `#root`, and its hydration data and
 * the list of its code right after.
 */
export function createPageTemplate(indexHtml: string): PageTemplate {
  if (!indexHtml.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT}`);
  const template = indexHtml.replace(DEFAULT_TITLE, '').replace(DEFAULT_DESCRIPTION, '');
  // Replacer functions: the page's text is inserted as is, `$&` and the like included.
  const withHead = (headTags: string) => template.replace('</head>', () => `  ${headTags}\n  </head>`);
  if (!ENTRY_SCRIPT.test(template)) throw new Error('index.html has no module script');
  const rendered = ({ headTags, html, hydrationScript, code, codeScript }: PageParts) => {
    const preloads = LEADING_PRELOADS.exec(html)?.[0] ?? '';
    const markup = html.slice(preloads.length);
    const blocks = `${hydrationScript}\n    ${codeScript}`;
    return withBootScript(template, code)
      .replace('</head>', () => `  ${[headTags, preloads].filter(Boolean).join('\n    ')}\n  </head>`)
      .replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>\n    ${blocks}`);
  };
  return { rendered, withHead };
}
