import DOMPurify from 'isomorphic-dompurify';

/**
 * The HTML staff may store in a content block: structure and inline emphasis, links and images. No
 * `style` (the Content-Security-Policy would refuse it anyway), no script, form or embedded object.
 */
const ALLOWED_TAGS = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'cite',
  'code',
  'div',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];
const ALLOWED_ATTR = ['href', 'title', 'alt', 'src', 'width', 'height', 'colspan', 'rowspan', 'scope', 'lang'];

/**
 * DOMPurify lets `data:` addresses through in images whatever the allowed schemes; a data: image (an SVG,
 * say) is nothing staff need to store, so it goes like any other unexpected address. This module is the
 * server's only user of DOMPurify, so the hook changes no other caller.
 */
DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
  if ((data.attrName === 'src' || data.attrName === 'href') && /^\s*data:/i.test(data.attrValue)) data.keepAttr = false;
});

/** Sanitises HTML written by staff before it is stored; what comes out is safe to render as is. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: true,
  });
}
