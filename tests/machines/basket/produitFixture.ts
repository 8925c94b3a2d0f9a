import type { Produit } from '../../../src/lib/api/types.ts';

/** What a product is, whatever the test: its id, type, name and price. */
type ProduitIdentity = Pick<Produit, 'Id' | 'IdTypeProduit' | 'Libelle' | 'PrixTTCCentimes'>;

/**
 * A product of the catalogue as the server sends it: in rubrique 1, visible, at 20 % VAT, with no description,
 * discount, session or content, unless `overrides` say otherwise. Its keys keep the server's order.
 */
export function produit({
  Id,
  IdTypeProduit,
  Libelle,
  PrixTTCCentimes,
  ...overrides
}: ProduitIdentity & Partial<Produit>): Produit {
  return {
    Id,
    IdTypeProduit,
    IdRubrique: 1,
    Libelle,
    Description: '',
    PrixTTCCentimes,
    TauxTva: 20,
    Rang: 1,
    Visible: true,
    Reduction: null,
    Sessions: [],
    Contenu: [],
    ...overrides,
  };
}
