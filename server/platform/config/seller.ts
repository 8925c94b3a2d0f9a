import type { components } from '../../../openapi/generated/schema.d.ts';
import type { SellerIdentity } from '../../../domain/seller/sellerIdentity.ts';

export type { SellerIdentity };

/** The seller as an invoice names it (CGI annexe II art. 242 nonies A). */
export type Seller = components['schemas']['VendeurFacture'];

/**
 * The seller and publisher of the portal from SELLER_* variables: the one source of its identity that the legal
 * notice, the CGV, invoices, e-mails and the ONIX header read (ServerConfig.seller). The defaults describe a fictitious company for the embedded portal: its SIREN
 * passes the Luhn check, its VAT number carries the key of that SIREN, its telephone numbers are in the range kept
 * for fiction (01 99 00…), and its host and mediator are placeholders that a real deployment must replace.
 */
export function readSeller(env: NodeJS.ProcessEnv): SellerIdentity {
  return {
    RaisonSociale: env.SELLER_NAME || 'Éditions Numériques du Portail SAS',
    Adresse: env.SELLER_ADDRESS || '25 rue du Livre',
    CodePostal: env.SELLER_POSTCODE || '75005',
    Ville: env.SELLER_CITY || 'Paris',
    CodePays: env.SELLER_COUNTRY || 'FR',
    Siren: env.SELLER_SIREN || '732829320',
    NumeroTva: env.SELLER_VAT_NUMBER || 'FR44732829320',
    FormeJuridique: env.SELLER_LEGAL_FORM || 'SAS',
    Capital: env.SELLER_CAPITAL || '10 000 €',
    Rcs: env.SELLER_RCS || 'RCS Paris 732 829 320',
    Email: env.SELLER_EMAIL || 'contact@example.org',
    Telephone: env.SELLER_PHONE || '01 99 00 12 34',
    DirecteurPublication: env.SELLER_PUBLICATION_DIRECTOR || 'Camille Martin, présidente',
    Hebergeur: {
      Nom: env.SELLER_HOST_NAME || 'Hébergement Exemple SAS',
      Adresse: env.SELLER_HOST_ADDRESS || '2 rue des Serveurs, 59100 Roubaix',
      Telephone: env.SELLER_HOST_PHONE || '01 99 00 56 78',
    },
    Mediateur: {
      Nom: env.SELLER_MEDIATOR_NAME || 'Médiation de la consommation – Exemple',
      Adresse: env.SELLER_MEDIATOR_ADDRESS || '10 rue de la Médiation, 75008 Paris',
      SiteWeb: env.SELLER_MEDIATOR_WEBSITE || 'https://mediation.example.org',
    },
  };
}

/** What an invoice keeps of the seller: the mentions it must carry, nothing more. */
export function invoiceSeller(identity: SellerIdentity): Seller {
  const { RaisonSociale, Adresse, CodePostal, Ville, CodePays, Siren, NumeroTva, FormeJuridique, Capital, Rcs } =
    identity;
  return { RaisonSociale, Adresse, CodePostal, Ville, CodePays, Siren, NumeroTva, FormeJuridique, Capital, Rcs };
}
