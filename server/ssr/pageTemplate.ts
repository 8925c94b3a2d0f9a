/** The parts of a rendered page that go into the built index.html. */
export interface PageParts {
  headTags: string;
  links: string;
  html: string;
  hydrationScript: string;
}

const DEFAULT_TITLE = /\s*<title>[\s\S]*?<\/title>/;
const DEFAULT_DESCRIPTION = /\s*<meta\s+name="description"[^>]*>/;
const EMPTY_ROOT = '<div id="root"></div>';
/** React writes the preloads it finds (the page's images) before the markup of a fragment: they belong in the head. */
const LEADING_PRELOADS = /^(?:<link [^>]*>)+/;
/** The entry's module script and the modulepreload links of the code. */
const PAGE_CODE = /<script type="module"|<link rel="modulepreload"/g;

/**
 * A page the server rendered is painted from its HTML and stylesheet alone: its code, which only hydrates it, is
 * fetched at low priority so that it does not compete with them on a slow link.
 */
function withLowPriorityCode(html: string): string {
  return html.replace(PAGE_CODE, (tag) => `${tag} fetchpriority="low"`);
}

export interface PageTemplate {
  /** A page the server rendered. */
  rendered(parts: PageParts): string;
  /** A page the browser renders: the empty root under the page's own head, with the links of its code if known. */
  withHead(headTags: string, links?: string): string;
}

/**
 * Fills the built index.html with a rendered page: its own head (the template's default title and description
 * give way to the page's), the links of its code, its markup in `#root` and its hydration data right after.
 */
export function createPageTemplate(indexHtml: string): PageTemplate {
  if (!indexHtml.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT}`);
  const template = indexHtml.replace(DEFAULT_TITLE, '').replace(DEFAULT_DESCRIPTION, '');
  // Replacer functions: the page's text is inserted as is, `$&` and the like included.
  const withHead = (headTags: string, links = '') =>
    template.replace('</head>', () => `  ${headTags}${links && `\n    ${links}`}\n  </head>`);
  const renderedTemplate = withLowPriorityCode(template);
  const rendered = ({ headTags, links, html, hydrationScript }: PageParts) => {
    const preloads = LEADING_PRELOADS.exec(html)?.[0] ?? '';
    const markup = html.slice(preloads.length);
    return renderedTemplate
      .replace('</head>', () => `  ${headTags}\n    ${withLowPriorityCode(links)}\n    ${preloads}\n  </head>`)
      .replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>\n    ${hydrationScript}`);
  };
  return { rendered, withHead };
}
