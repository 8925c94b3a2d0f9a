import type { components } from '../../openapi/generated/schema.d.ts';

/** The seller and publisher of the portal, as the server's configuration gives it (contract IdentiteVendeur). */
export type SellerIdentity = components['schemas']['IdentiteVendeur'];

/** The portal's name, as its pages and e-mails sign. */
export const PORTAL_NAME = 'Portail de l’autoédition';

/** What the seller block of the legal notice and of the CGV says, and the e-mails' footer. */
export const SELLER_TEXTS = {
  sellerTitle: 'Le vendeur',
  publisherTitle: 'Éditeur du portail',
  loadFailed: 'L’identité du vendeur n’a pas pu être chargée.',
  labels: {
    name: 'Dénomination',
    legalForm: 'Forme et capital',
    address: 'Siège social',
    rcs: 'Immatriculation',
    siren: 'SIREN',
    vat: 'N° de TVA intracommunautaire',
    email: 'Adresse e-mail',
    telephone: 'Téléphone',
    director: 'Directeur de la publication',
    host: 'Hébergeur',
    mediator: 'Médiateur de la consommation',
    mediatorWebsite: 'Site du médiateur',
  },
} as const;

/** Which page shows the block: the CGV name the seller and the mediator; the legal notice adds the publication's. */
export type SellerBlockKind = 'vente' | 'mentions';

export type SellerRowName = keyof typeof SELLER_TEXTS.labels;

export interface SellerRow {
  name: SellerRowName;
  label: string;
  value: string;
  /** A link to follow: mailto, tel or the mediator's website. */
  href?: string;
}

export function sellerAddress(seller: SellerIdentity): string {
  return `${seller.Adresse}, ${seller.CodePostal} ${seller.Ville}`;
}

export function sellerLegalForm(seller: SellerIdentity): string {
  return `${seller.FormeJuridique} au capital de ${seller.Capital}`;
}

export function mediatorLine(seller: SellerIdentity): string {
  return `${seller.Mediateur.Nom}, ${seller.Mediateur.Adresse}, ${seller.Mediateur.SiteWeb}`;
}

function telephoneHref(telephone: string): string {
  return `tel:${telephone.replace(/[^\d+]/g, '')}`;
}

function row(name: SellerRowName, value: string, href?: string): SellerRow {
  return { name, label: SELLER_TEXTS.labels[name], value, ...(href ? { href } : {}) };
}

/**
 * The seller's identity, row by row, as a page shows it: what the CGV need to name who sells and the mediator of
 * consumer disputes (Code de la consommation L111-1, L612-1, L616-1), and what the legal notice adds (LCEN art. 6
 * III: contact, publication director, host).
 */
export function sellerRows(seller: SellerIdentity, kind: SellerBlockKind): SellerRow[] {
  const mediator = [
    row('mediator', `${seller.Mediateur.Nom}, ${seller.Mediateur.Adresse}`),
    row('mediatorWebsite', seller.Mediateur.SiteWeb, seller.Mediateur.SiteWeb),
  ];
  const company = [
    row('name', seller.RaisonSociale),
    row('legalForm', sellerLegalForm(seller)),
    row('address', sellerAddress(seller)),
    row('rcs', seller.Rcs),
    row('siren', seller.Siren),
    row('vat', seller.NumeroTva),
    row('email', seller.Email, `mailto:${seller.Email}`),
    row('telephone', seller.Telephone, telephoneHref(seller.Telephone)),
  ];
  if (kind === 'vente') return [...company, ...mediator];
  return [
    ...company,
    row('director', seller.DirecteurPublication),
    row('host', `${seller.Hebergeur.Nom}, ${seller.Hebergeur.Adresse}, ${seller.Hebergeur.Telephone}`),
    ...mediator,
  ];
}

/** The lines every e-mail of the portal ends with: who writes, and how to reach them or the mediator. */
export function mailFooterLines(seller: SellerIdentity): string[] {
  return [
    '-- ',
    PORTAL_NAME,
    `${seller.RaisonSociale}, ${sellerLegalForm(seller)}`,
    sellerAddress(seller),
    `${seller.Rcs} – SIREN ${seller.Siren} – TVA ${seller.NumeroTva}`,
    `Contact : ${seller.Email} – ${seller.Telephone}`,
    `${SELLER_TEXTS.labels.mediator} : ${mediatorLine(seller)}`,
  ];
}
