import { DISPONIBILITE, TYPE_CONTRIBUTION } from '../../domain/referenceIds.ts';
import type { OnixSource } from '../../server/areas/onix/source.ts';

/** An EAN-13 of the given twelve digits with its check digit. */
export function withCheckDigit(twelve: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(twelve[i]) * (i % 2 === 0 ? 1 : 3);
  return `${twelve}${(10 - (sum % 10)) % 10}`;
}

/** A complete, available paperback by one author, as the wizard's five steps leave it. */
export function completeSource(overrides: Partial<OnixSource> = {}): OnixSource {
  return {
    IdPublication: 4201,
    Ean: withCheckDigit('978236512900'),
    Titre: 'La Maison des marées',
    IdsLangues: [20],
    Serie: false,
    TitreVolume: null,
    NumeroVolume: null,
    AuteurContribution: [
      { Nom: 'Anne Kerouac', IdTypeContribution: TYPE_CONTRIBUTION.auteur, IdsLangues: [], Rang: 1 },
    ],
    Marque: { Libelle: 'Éditions du Ponant', GencodEditeur: '3051234567890' },
    IdDisponibilite: DISPONIBILITE.disponible,
    DateParution: '2026-04-02',
    PrixTTCCentimes: 2190,
    PrixAVenir: null,
    NombrePage: 312,
    Format_Poids: 420,
    Format_Hauteur: 215,
    Format_Largeur: 135,
    Format_Epaisseur: 22,
    IdFormat: 1,
    Coffret: false,
    ImpressionDemande: false,
    IdIllustration: 1,
    IdTypeOuvrage: 1,
    GenCod: null,
    IdSujet: 1150,
    Resume: 'Une maison au bord de la mer, trois générations & un secret.',
    VisuelCouverture: '/fichiers/publications/4201/0b7a63c4-34a8-4a9b-8f0b-7d2f7b0d9a11.jpg',
    QuatriemeCouverture: null,
    Retiree: false,
    ...overrides,
  };
}

/** The shapes an export must handle, each a complete publication but for what makes it what it is. */
export const ONIX_SHAPES = {
  complete: completeSource(),
  serieAvecTitreDeVolume: completeSource({
    IdPublication: 4202,
    Ean: withCheckDigit('978236512901'),
    Titre: 'Les Chroniques de Brocéliande',
    Serie: true,
    TitreVolume: 'Le Val sans retour',
    NumeroVolume: '2',
    IdSujet: 1132,
  }),
  serieSansTitreDeVolume: completeSource({
    IdPublication: 4203,
    Ean: withCheckDigit('979102345670'),
    Titre: 'Carnets de bord',
    Serie: true,
    NumeroVolume: 'IV',
    IdFormat: 3,
  }),
  traduction: completeSource({
    IdPublication: 4204,
    Ean: withCheckDigit('978236512902'),
    Titre: 'Le Phare du bout du monde',
    AuteurContribution: [
      { Nom: 'Siobhan Kelly', IdTypeContribution: TYPE_CONTRIBUTION.auteur, IdsLangues: [], Rang: 1 },
      { Nom: 'Yann Le Bihan', IdTypeContribution: TYPE_CONTRIBUTION.traducteur, IdsLangues: [4, 7], Rang: 2 },
    ],
    IdSujet: 1112,
  }),
  aParaitreSansPrix: completeSource({
    IdPublication: 4205,
    Ean: withCheckDigit('978236512903'),
    Titre: 'Printemps à Douarnenez',
    IdDisponibilite: DISPONIBILITE.aParaitre,
    DateParution: '2027-03-01',
    PrixTTCCentimes: null,
    IdFormat: 2,
  }),
  plusieursContributeurs: completeSource({
    IdPublication: 4206,
    Ean: withCheckDigit('978236512904'),
    Titre: 'Îles du Ponant, regards croisés',
    AuteurContribution: [
      { Nom: 'Postface Martin', IdTypeContribution: TYPE_CONTRIBUTION.postfacier, IdsLangues: [], Rang: 9 },
      { Nom: 'Lucie Morvan', IdTypeContribution: TYPE_CONTRIBUTION.photographe, IdsLangues: [], Rang: 2 },
      { Nom: 'Paul Guéguen', IdTypeContribution: TYPE_CONTRIBUTION.directeurDePublication, IdsLangues: [], Rang: 1 },
      { Nom: '', IdTypeContribution: TYPE_CONTRIBUTION.aucun, IdsLangues: [], Rang: 3 },
      { Nom: 'Rose Tanguy', IdTypeContribution: TYPE_CONTRIBUTION.illustrateur, IdsLangues: [], Rang: 4 },
      { Nom: 'Jean Préface', IdTypeContribution: TYPE_CONTRIBUTION.prefacier, IdsLangues: [], Rang: 5 },
      { Nom: 'Claire Savante', IdTypeContribution: TYPE_CONTRIBUTION.editeurScientifique, IdsLangues: [], Rang: 6 },
      { Nom: 'Marc Aide', IdTypeContribution: TYPE_CONTRIBUTION.collaborateur, IdsLangues: [], Rang: 7 },
    ],
    IdsLangues: [20, 7],
    IdFormat: 4,
    Coffret: true,
    IdIllustration: 5,
    IdTypeOuvrage: 6,
    IdSujet: 6200,
    GenCod: '3012345678901',
  }),
  quatriemeDeCouverture: completeSource({
    IdPublication: 4207,
    Ean: withCheckDigit('978236512905'),
    Titre: 'Le Sentier des douaniers',
    QuatriemeCouverture: '/fichiers/publications/4207/6f1c2b9e-1b1d-4a55-9b0e-2b8c9d1e4f20.pdf',
    IdSujet: 3412,
  }),
  numerique: completeSource({
    IdPublication: 4208,
    Ean: withCheckDigit('978236512906'),
    Titre: 'Marées numériques',
    IdFormat: 6,
    Format_Poids: null,
    IdSujet: 2110,
  }),
  livreAudio: completeSource({
    IdPublication: 4209,
    Ean: withCheckDigit('978236512907'),
    Titre: 'Contes à écouter',
    IdFormat: 8,
    IdDisponibilite: DISPONIBILITE.indisponibleProvisoirement,
  }),
  impressionALaDemande: completeSource({
    IdPublication: 4212,
    Ean: withCheckDigit('978236512916'),
    Titre: 'Les Mousses de l’Iroise',
    ImpressionDemande: true,
    IdIllustration: 4,
    IdTypeOuvrage: 5,
    IdSujet: 4230,
  }),
  arretDeCommercialisation: completeSource({
    IdPublication: 4210,
    Ean: withCheckDigit('978236512908'),
    Titre: 'Ancien Almanach',
    IdDisponibilite: DISPONIBILITE.arretDeCommercialisation,
  }),
  retiree: completeSource({ IdPublication: 4211, Ean: withCheckDigit('978236512909'), Retiree: true }),
} satisfies Record<string, OnixSource>;

/** A validated publication a catalogue would refuse: no title, no contributor, no brand, no format, no price. */
export const INCOMPLETE_SOURCE = completeSource({
  IdPublication: 4299,
  Ean: withCheckDigit('978236512910'),
  Titre: '  ',
  AuteurContribution: [],
  Marque: null,
  IdFormat: null,
  PrixTTCCentimes: null,
});
