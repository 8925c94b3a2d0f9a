import type { ContenuName } from '../../features/content/api/getContenuByName.ts';
import type { SellerBlockKind } from '../../../domain/seller/sellerIdentity.ts';

export interface FooterContentLink {
  label: string;
  to: string;
  contenu: ContenuName;
  /** The dialog's title. */
  title: string;
  /** The seller's identity the page shows beside its text, as on its own page. */
  vendeur?: SellerBlockKind;
}

/** The footer links whose content may open in a modal (spec 1 §2), in their order. */
export const FOOTER_CONTENT_LINKS = {
  mentions: {
    label: 'Mentions légales',
    to: '/mentionlegales',
    contenu: 'MentionsLegales',
    title: 'Mentions légales',
    vendeur: 'mentions',
  },
  cgu: {
    label: 'CGV | CGU',
    to: '/cgu',
    contenu: 'CGU',
    title: "Conditions générales d'utilisation et de vente",
    vendeur: 'vente',
  },
  faq: { label: 'FAQ', to: '/faq', contenu: 'FAQ', title: 'Foire aux questions' },
} as const satisfies Record<string, FooterContentLink>;

/** The cookie policy, one of the public pages the specification lists: a page of its own, not a modal. */
export const COOKIE_POLICY_LINK = { label: 'Politique relative aux cookies', to: '/politiquecookie' } as const;

/** The data provider's own sites. */
export const EXTERNAL_LINKS: readonly { label: string; href: string }[] = [
  { label: 'Le catalogue interprofessionnel du livre', href: 'https://www.example.org/catalogue' },
  { label: 'Espace professionnel des libraires', href: 'https://www.example.org/professionnels' },
  { label: 'Le fournisseur de données du livre', href: 'https://www.example.org/' },
];
