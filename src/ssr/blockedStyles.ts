/**
 * react-aria hides some elements (VisuallyHidden, the native select behind a Select) with an inline style. In the
 * server's HTML that style would be an attribute, which the Content-Security-Policy (style-src 'self') refuses and
 * reports; hydration does not set it again. The attribute becomes a marker that serverRenderedStyles.css hides.
 */
const VISUALLY_HIDDEN_STYLE = / style="border:0;clip:rect\(0 0 0 0\);clip-path:inset\(50%\);[^"]*"/g;

export const VISUALLY_HIDDEN_MARKER = 'data-visually-hidden';

export function withoutBlockedStyles(html: string): string {
  return html.replace(VISUALLY_HIDDEN_STYLE, ` ${VISUALLY_HIDDEN_MARKER}=""`);
}
