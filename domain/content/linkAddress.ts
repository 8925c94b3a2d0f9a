import { RICH_TEXT_MESSAGES } from './richTextMessages.ts';

const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/** Browsers drop tabs, line breaks and control characters inside an address, so `java\tscript:` runs as `javascript:`. */
function withoutIgnoredCharacters(address: string): string {
  return [...address].filter((character) => character > ' ' && character !== '\u007f').join('');
}

export type LinkAddressCheck = { ok: true; href: string } | { ok: false; message: string };

/**
 * Checks an address typed by staff for a link: web, mail and phone addresses and the site's own pages pass;
 * any other scheme (`javascript:`, `data:`, `vbscript:`…) is refused. A bare domain (`example.org/page`)
 * becomes an https address.
 */
export function checkLinkAddress(typed: string): LinkAddressCheck {
  const href = typed.trim();
  if (href === '') return { ok: false, message: RICH_TEXT_MESSAGES.linkEmpty };
  const compact = withoutIgnoredCharacters(href);
  if (compact.startsWith('#') || (compact.startsWith('/') && !compact.startsWith('//'))) return { ok: true, href };
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) {
    if (compact.startsWith('//') || /[\\:]/.test(compact.split(/[/?#]/)[0] ?? '')) {
      return { ok: false, message: RICH_TEXT_MESSAGES.linkRefused };
    }
    return { ok: true, href: `https://${href}` };
  }
  return ALLOWED_SCHEMES.has(scheme) ? { ok: true, href } : { ok: false, message: RICH_TEXT_MESSAGES.linkRefused };
}
