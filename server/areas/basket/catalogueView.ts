import type { TypeReduction } from '../../../domain/basket/reduction.ts';

/** What the basket rules know of a product: enough to accept, refuse or price a line. */
export interface BasketProduit {
  id: number;
  idTypeProduit: number;
  idRubrique: number;
  libelle: string;
  description: string;
  prixTtcCentimes: number;
  tauxTva: number;
  rang: number;
  /** The product and its rubrique are both visible. */
  visible: boolean;
  reduction: BasketReduction | null;
  sessions: BasketSession[];
}

export interface BasketReduction {
  idTypeReduction: TypeReduction;
  valeur: number;
  /** The first day the code applies; null, from its creation. */
  dateDebut: string | null;
  dateFin: string | null;
  idProduitCible: number | null;
  code: string;
}

export interface BasketSession {
  id: number;
  dateDebut: string;
  dateFin: string;
  lieu: string;
  placesRestantes: number;
}

export interface BasketPublication {
  id: number;
  ean: string;
  titre: string | null;
}

/** The catalogue and the caller's publications, as one edit of the basket sees them. */
export interface BasketWorld {
  produits: ReadonlyMap<number, BasketProduit>;
  publications: ReadonlyMap<number, BasketPublication>;
  /** ISO date (YYYY-MM-DD) of the day, for expiry and session dates. */
  today: string;
}
