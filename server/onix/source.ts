/**
 * What the mapping reads of a publication: its stored fields with its brand, in the contract's names. A plain
 * object, so that the mapping is a pure function tests can call without a database.
 */
export interface OnixSource {
  IdPublication: number;
  Ean: string;
  Titre: string | null;
  IdsLangues: number[];
  Serie: boolean;
  TitreVolume: string | null;
  NumeroVolume: string | null;
  AuteurContribution: { Nom: string; IdTypeContribution: number; IdsLangues: number[]; Rang: number }[];
  Marque: { Libelle: string; GencodEditeur: string | null } | null;
  IdDisponibilite: number;
  /** YYYY-MM-DD. */
  DateParution: string | null;
  PrixTTCCentimes: number | null;
  NombrePage: number | null;
  /** Grams. */
  Format_Poids: number | null;
  /** Millimetres. */
  Format_Hauteur: number | null;
  Format_Largeur: number | null;
  Format_Epaisseur: number | null;
  IdFormat: number | null;
  /** Sold in a box (« coffret »). */
  Coffret: boolean;
  /** Printed on demand. */
  ImpressionDemande: boolean;
  IdIllustration: number | null;
  IdTypeOuvrage: number | null;
  /** The distributor's Gencod (a GLN starting 301). */
  GenCod: string | null;
  IdSujet: number | null;
  Resume: string | null;
  /** Paths under the portal (`/fichiers/publications/…`). */
  VisuelCouverture: string | null;
  QuatriemeCouverture: string | null;
  /**
   * Whether the record is sent as a deletion: the publication had been validated (and so perhaps sent) and no longer
   * is.
   */
  Retiree: boolean;
}

/** What the mapping needs besides the publication. */
export interface OnixContext {
  /** The portal's origin (PUBLIC_URL), for absolute links to the covers. */
  publicUrl: string;
  /**
   * The EANs (13 digits) more than one validated publication bears: two accounts may declare the same EAN, a
   * catalogue holds one record per ISBN, and nothing says which publication is the right one.
   */
  sharedEans?: ReadonlySet<string>;
}
