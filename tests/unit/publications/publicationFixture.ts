import {
  disponibilites,
  etatsPublication,
  formats,
  illustrations,
  langues,
  typesContribution,
  typesOuvrage,
} from '../../../server/compose/seed/data/referenceLists.ts';
import { servedSujets } from './servedSubjects.ts';
import type { ApiHandler } from '../testUtils.tsx';
import type { Publication } from '../../../src/features/publications/api/getPublication.ts';

/** The referencing of a publication not validated yet, nothing paid: a printed book's, at 49,00 €. */
export const NOT_VALIDATED: Publication['Referencement'] = {
  Etat: 'nonValidee',
  Date: null,
  Paye: false,
  Couverture: null,
  Messages: [],
  PrixCentimes: 4900,
  IdProduit: 1,
};

/** A publication as Publication_Get answers it, whose five steps pass their schemas: submitted, awaiting moderation. */
export const SUBMITTED_PUBLICATION: Publication = {
  Id: 7,
  Ean: '9782365120012',
  IdsLangues: [20],
  Titre: 'Les Jardins de Penhoët',
  Serie: false,
  TitreVolume: null,
  NumeroVolume: null,
  MultipleAuteurs: false,
  AuteurContribution: [{ Nom: 'Marie Le Goff', IdTypeContribution: 1, IdsLangues: [], Rang: 1 }],
  IdMarque: 1,
  LibelleMarque: 'Éditions de Penhoët',
  IdDisponibilite: 2,
  DateParution: '2024-03-01',
  PrixTTC: 18.5,
  NombrePage: null,
  Format_Poids: null,
  Format_Hauteur: null,
  Format_Largeur: null,
  Format_Epaisseur: null,
  IdFormat: 1,
  IdIllustration: 1,
  Coffret: false,
  GenCod: null,
  ImpressionDemande: false,
  IdTypeOuvrage: 1,
  IdSujet: 1111,
  Resume: "Dans un village de Bretagne, une enfant découvre les secrets de sa famille au fil d'un été de tempêtes.",
  VisuelCouverture: '/fichiers/publications/7/couverture.png',
  QuatriemeCouverture: null,
  PageTitre: null,
  Argumentaire: null,
  IdEtatPublication: 2,
  Moderation: null,
  HistoriqueModeration: [{ Nature: 'soumission', Date: '2026-02-18T10:05:00Z', RaisonsRefus: [], Commentaire: null }],
  DateCreation: '2026-01-05T10:00:00Z',
  DateMaj: '2026-02-18T10:05:00Z',
  Referencement: NOT_VALIDATED,
};

/** The reference lists a publication's page names its ids with, as the seeded server answers them. */
export const PUBLICATION_LISTS: Record<string, ApiHandler> = {
  '/StaticData/Get_Langues': () => langues,
  '/StaticData/Get_TypeContribution': () => typesContribution,
  '/StaticData/Get_Disponibilite': () => disponibilites,
  '/StaticData/Get_Formats': () => formats,
  '/StaticData/Get_Illustrations': () => illustrations,
  '/StaticData/Get_TypeOuvrage': () => typesOuvrage,
  '/StaticData/Get_SujetOuvrage': () => servedSujets,
  '/StaticData/Get_EtatPublication': () => etatsPublication,
};
