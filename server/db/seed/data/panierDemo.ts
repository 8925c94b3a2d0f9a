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
  },
  {
    Ean: '9782365120029',
    Titre: 'Carnets de route en Bretagne',
    IdDisponibilite: 1,
    IdEtatPublication: 1,
    HistoriqueModeration: [],
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
