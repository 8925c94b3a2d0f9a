import { readFileSync } from 'node:fs';

const BASE = readFileSync(new URL('./ui/peerPage.css', import.meta.url), 'utf8');

/**
 * The stylesheet of an embedded peer's pages (the payment and catalogue sandboxes): the shared base, then the peer's
 * own file with its colours and rules, served as one response.
 */
export function peerPageStylesheet(own: URL): string {
  return `${BASE}\n${readFileSync(own, 'utf8')}`;
}
