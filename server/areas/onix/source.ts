import type { PrixAVenir } from '../prices/public.ts';
import type { Publication } from '../publications/public.ts';

/** The fields of the contract's Publication the mapping reads, under their contract names. */
type PublicationFields =
  | 'Ean'
  | 'Titre'
  | 'IdsLangues'
  | 'Serie'
  | 'TitreVolume'
  | 'NumeroVolume'
  | 'AuteurContribution'
  | 'IdDisponibilite'
  | 'DateParution'
  | 'NombrePage'
  | 'Format_Poids'
  | 'Format_Hauteur'
  | 'Format_Largeur'
  | 'Format_Epaisseur'
  | 'IdFormat'
  | 'Coffret'
  | 'ImpressionDemande'
  | 'IdIllustration'
  | 'IdTypeOuvrage'
  | 'GenCod'
  | 'IdSujet'
  | 'Resume'
  | 'VisuelCouverture'
  | 'QuatriemeCouverture';

/**
 * What the mapping reads of a publication: the contract's Publication fields (the wizard's five steps; sizes in
 * millimetres and grams, DateParution YYYY-MM-DD, covers as paths under the portal), with its brand and its price
 * in integer cents. A plain object, so that the mapping is a pure function tests can call without a database.
 */
export type OnixSource = Pick<Publication, PublicationFields> & {
  IdPublication: number;
  PrixTTCCentimes: number | null;
  /** The price announced for a day to come (the prices area), null without a pending change. */
  PrixAVenir: PrixAVenir | null;
  Marque: { Libelle: string; GencodEditeur: string | null } | null;
  /**
   * Whether the record is sent as a deletion: the publication had been validated (and so perhaps sent) and no longer
   * is.
   */
  Retiree: boolean;
};

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
