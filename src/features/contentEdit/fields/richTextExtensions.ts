import { StarterKit } from '@tiptap/starter-kit';
import { checkLinkAddress } from '../../../../domain/content/linkAddress.ts';

/**
 * The editor's schema: only nodes and marks whose HTML the server keeps (server/areas/content/sanitizeHtml.ts). Every
 * heading level stays readable so that a stored h4 survives a round trip; the toolbar offers h2 and h3.
 */
export const richTextExtensions = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3, 4, 5, 6] },
    // An empty paragraph appended after a final list or heading would change content nobody touched.
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: false,
      linkOnPaste: false,
      // The server keeps href and title only; target and rel would be dropped on save.
      HTMLAttributes: { target: null, rel: null, class: null },
      isAllowedUri: (url) => checkLinkAddress(url).ok,
    },
  }),
];
