import type { components } from '../../openapi/generated/schema.d.ts';

export type Seller = components['schemas']['VendeurFacture'];

/**
 * The seller every invoice names (CGI annexe II art. 242 nonies A), from SELLER_* variables. The defaults describe
 * a fictitious company for the embedded portal: its SIREN passes the Luhn check and its VAT number carries the key
 * of that SIREN.
 */
export function readSeller(env: NodeJS.ProcessEnv): Seller {
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
  };
}
