/**
 * The demo author's publications and saved basket, so that signing in with a local basket shows a
 * merge. Lines name publications by their rank here (their ids are given at load time).
 */
export const DEMO_BASKET_LOGIN = 'auteur@example.org';

export interface PublicationDemoRow {
  Ean: string;
  Titre: string;
  /** Disponibilités: 1 À paraître, 2 Disponible. */
  IdDisponibilite: number;
  /** États de publication: 1 Brouillon, 3 Validée. */
  IdEtatPublication: number;
  /** The moderation events that led to that state, oldest first, each a number of days ago. */
  HistoriqueModeration: readonly { Nature: 'soumission' | 'acceptation'; IlYaJours: number }[];
  /** Everything the five steps ask for, for a publication that went through moderation. */
  Fiche: FicheDemo | null;
}

/** A demo publication's steps 1 to 5, the brand named by its label and the cover by its file in `seed/files/`. */
export interface FicheDemo {
  IdsLangues: number[];
  AuteurContribution: { Nom: string; IdTypeContribution: number; IdsLangues: number[]; Rang: number }[];
  LibelleMarque: string;
  DateParution: string;
  PrixTTCCentimes: number;
  /** Pages, grams and millimetres. */
  NombrePage: number;
  Format_Poids: number;
  Format_Hauteur: number;
  Format_Largeur: number;
  Format_Epaisseur: number;
  /** Formats: 1 Broché. Illustrations: 1 Sans illustration. Types d'ouvrage: 1 Roman. */
  IdFormat: number;
  IdIllustration: number;
  IdTypeOuvrage: number;
  /** Sujets: 1150 Romans contemporains. */
  IdSujet: number;
  Resume: string;
  FichierCouverture: string;
}

export const publicationsDemo: readonly PublicationDemoRow[] = [
  {
    Ean: '9782365120012',
    Titre: 'Les Jardins de Penhoët',
    IdDisponibilite: 2,
    IdEtatPublication: 3,
    HistoriqueModeration: [
      { Nature: 'soumission', IlYaJours: 12 },
      { Nature: 'acceptation', IlYaJours: 10 },
    ],
    Fiche: {
      IdsLangues: [20],
      AuteurContribution: [{ Nom: 'Maëlle Le Goff', IdTypeContribution: 1, IdsLangues: [], Rang: 1 }],
      LibelleMarque: 'Éditions de Penhoët',
      DateParution: '2026-03-12',
      PrixTTCCentimes: 1850,
      NombrePage: 224,
      Format_Poids: 310,
      Format_Hauteur: 210,
      Format_Largeur: 140,
      Format_Epaisseur: 14,
      IdFormat: 1,
      IdIllustration: 1,
      IdTypeOuvrage: 1,
      IdSujet: 1150,
      Resume:
        "À la mort de sa grand-mère, Anna hérite d'une maison de granit et d'un jardin à l'abandon près de Quimper. " +
        'En le remettant en culture, saison après saison, elle découvre les carnets laissés entre les rosiers et ' +
        "l'histoire d'une famille que personne n'avait racontée.",
      FichierCouverture: 'les-jardins-de-penhoet.jpg',
    },
  },
  {
    Ean: '9782365120029',
    Titre: 'Carnets de route en Bretagne',
    IdDisponibilite: 1,
    IdEtatPublication: 1,
    HistoriqueModeration: [],
    Fiche: null,
  },
];

export interface PanierDemoLine {
  IdProduit: number;
  Quantite: number;
  /** Index in publicationsDemo of the publication the line is for, if any. */
  Publication: number | null;
  IdFormation: number | null;
}

/** Referencing of the first publication and the Lyon session of « Les fondamentaux de l'autoédition ». */
export const panierDemo: readonly PanierDemoLine[] = [
  { IdProduit: 1, Quantite: 1, Publication: 0, IdFormation: null },
  { IdProduit: 10, Quantite: 1, Publication: null, IdFormation: 102 },
];
