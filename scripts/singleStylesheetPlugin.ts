import type { Plugin } from 'vite';

/** The id under which react-aria looks for its pressable rule (usePress) before writing it in a <style> element. */
const PRESSABLE_STYLE_ID = 'react-aria-pressable-style';
const STYLESHEET_LINK = /\s*<link rel="stylesheet"[^>]*>/g;
const FIRST_SCRIPT = /<script type="module"/;

/**
 * Places the build's one stylesheet (`build.cssCodeSplit: false`) in index.html:
 * - before the scripts, so that the browser asks for it first: the page is painted once it has it, while its code
 *   only hydrates a page the server rendered;
 * - under the id react-aria looks for: the stylesheet holds its pressable rule (src/styles/reactAriaPressable.css),
 *   so react-aria finds it in place and writes no <style> element, which the Content-Security-Policy
 *   (style-src 'self') would refuse.
 */
export function singleStylesheet(): Plugin {
  return {
    name: 'portail:single-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(STYLESHEET_LINK) ?? [];
        if (links.length !== 1 || !FIRST_SCRIPT.test(html))
          throw new Error(`index.html links ${links.length} stylesheets, one expected before the entry script`);
        const link = links[0]!.trim().replace('<link ', `<link id="${PRESSABLE_STYLE_ID}" `);
        return html.replace(links[0]!, '').replace(FIRST_SCRIPT, (script) => `${link}\n    ${script}`);
      },
    },
  };
}
