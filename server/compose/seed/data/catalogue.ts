import type { ProduitRow, RubriqueRow } from './types.ts';

export const ID_RUBRIQUE_REFERENCEMENT = 1;
export const ID_RUBRIQUE_FORMATIONS = 2;
export const ID_RUBRIQUE_ARTICLES = 3;
export const ID_RUBRIQUE_ABONNEMENTS = 4;
/** Discount products live here: they are never browsed, a customer reaches them through their code. */
export const ID_RUBRIQUE_REDUCTIONS = 5;

/** Rang puts Abonnements before Articles et conseils, so that the API's sort by Rang is visible. */
export const rubriques: readonly RubriqueRow[] = [
  {
    Id: ID_RUBRIQUE_REFERENCEMENT,
    Code: 'REFERENCEMENT',
    Libelle: 'Référencement',
    Description:
      'Faites connaître vos livres aux libraires, bibliothécaires et plateformes de vente en les référençant dans le catalogue interprofessionnel du livre.',
    Visible: true,
    Rang: 10,
  },
  {
    Id: ID_RUBRIQUE_FORMATIONS,
    Code: 'FORMATION',
    Libelle: 'Formations',
    Description:
      "Des formations courtes, en présentiel ou à distance, pour maîtriser les étapes de l'autoédition : métadonnées, diffusion, promotion.",
    Visible: true,
    Rang: 20,
  },
  {
    Id: ID_RUBRIQUE_ARTICLES,
    Code: 'ARTICLE',
    Libelle: 'Articles et conseils',
    Description:
      'Des fiches pratiques et des guides téléchargeables, rédigés par des professionnels du livre, pour publier en toute sérénité.',
    Visible: true,
    Rang: 40,
  },
  {
    Id: ID_RUBRIQUE_ABONNEMENTS,
    Code: 'ABONNEMENT',
    Libelle: 'Abonnements',
    Description:
      "Un abonnement annuel pour référencer vos nouveautés sans compter et bénéficier d'un accompagnement personnalisé.",
    Visible: true,
    Rang: 30,
  },
  {
    Id: ID_RUBRIQUE_REDUCTIONS,
    Code: 'REDUCTION',
    Libelle: 'Codes de réduction',
    Description: "Réductions accordées sur présentation d'un code promotionnel.",
    Visible: false,
    Rang: 90,
  },
];

export const ID_PRODUIT_REFERENCEMENT_IMPRIME = 1;
export const ID_PRODUIT_ABONNEMENT_PREMIUM = 31;

/**
 * Products of the five types. Prices are in cents including VAT. Trainings carry their sessions
 * (session ids are global: a basket line names one as IdFormation). Discounts cost nothing by
 * themselves and carry their secret code; they are hidden from the catalogue.
 */
export const produits: readonly ProduitRow[] = [
  // Référencement
  {
    Id: ID_PRODUIT_REFERENCEMENT_IMPRIME,
    IdTypeProduit: 1,
    IdRubrique: ID_RUBRIQUE_REFERENCEMENT,
    Libelle: "Référencement d'un livre imprimé",
    Description:
      'Déclaration de votre livre imprimé dans le catalogue interprofessionnel : fiche bibliographique, couverture et résumé visibles par les libraires sous 48 heures après validation.',
    PrixTTCCentimes: 4900,
    TauxTva: 20,
    Rang: 1,
    Visible: true,
  },
  {
    Id: 2,
    IdTypeProduit: 1,
    IdRubrique: ID_RUBRIQUE_REFERENCEMENT,
    Libelle: "Référencement d'un livre numérique",
    Description:
      'Déclaration de votre livre numérique (EPUB ou PDF) dans le catalogue interprofessionnel, avec ses métadonnées commerciales.',
    PrixTTCCentimes: 2900,
    TauxTva: 20,
    Rang: 2,
    Visible: true,
  },
  {
    Id: 3,
    IdTypeProduit: 1,
    IdRubrique: ID_RUBRIQUE_REFERENCEMENT,
    Libelle: "Référencement d'un livre imprimé et de sa version numérique",
    Description:
      "Les deux éditions de votre livre référencées ensemble, avec des fiches liées pour que les libraires proposent l'une ou l'autre.",
    PrixTTCCentimes: 6900,
    TauxTva: 20,
    Rang: 3,
    Visible: true,
  },
  {
    Id: 4,
    IdTypeProduit: 1,
    IdRubrique: ID_RUBRIQUE_REFERENCEMENT,
    Libelle: "Mise à jour d'une fiche référencée",
    Description:
      "Modification du prix, de la disponibilité ou du résumé d'un livre déjà référencé, reprise dans le catalogue sous 48 heures.",
    PrixTTCCentimes: 1500,
    TauxTva: 20,
    Rang: 4,
    Visible: true,
  },

  // Formations
  {
    Id: 10,
    IdTypeProduit: 2,
    IdRubrique: ID_RUBRIQUE_FORMATIONS,
    Libelle: "Les fondamentaux de l'autoédition",
    Description:
      'Deux jours pour construire son projet éditorial : ISBN et dépôt légal, fabrication, prix du livre, diffusion et distribution, obligations fiscales.',
    PrixTTCCentimes: 39000,
    TauxTva: 20,
    Rang: 2,
    Visible: true,
    Sessions: [
      { Id: 101, DateDebut: '2027-03-15', DateFin: '2027-03-16', Lieu: 'Paris (75006)', PlacesRestantes: 8 },
      { Id: 102, DateDebut: '2027-06-07', DateFin: '2027-06-08', Lieu: 'Lyon (69002)', PlacesRestantes: 12 },
      { Id: 103, DateDebut: '2027-10-04', DateFin: '2027-10-05', Lieu: 'En ligne (classe virtuelle)', PlacesRestantes: 20 },
    ],
  },
  {
    Id: 11,
    IdTypeProduit: 2,
    IdRubrique: ID_RUBRIQUE_FORMATIONS,
    Libelle: 'Faire connaître son livre auprès des libraires',
    Description:
      "Une journée pour préparer un argumentaire, présenter son livre en librairie, organiser une rencontre et travailler avec la presse locale.",
    PrixTTCCentimes: 24000,
    TauxTva: 20,
    Rang: 3,
    Visible: true,
    Sessions: [
      { Id: 111, DateDebut: '2027-04-12', DateFin: '2027-04-12', Lieu: 'Bordeaux (33000)', PlacesRestantes: 6 },
      { Id: 112, DateDebut: '2027-09-20', DateFin: '2027-09-20', Lieu: 'Paris (75006)', PlacesRestantes: 10 },
    ],
  },
  {
    Id: 12,
    IdTypeProduit: 2,
    IdRubrique: ID_RUBRIQUE_FORMATIONS,
    Libelle: 'Métadonnées et référencement : les bonnes pratiques',
    Description:
      'Une journée pour rédiger des métadonnées complètes et attractives : titre, résumé, sujets, mots-clés, prix et disponibilité.',
    PrixTTCCentimes: 18000,
    TauxTva: 20,
    Rang: 1,
    Visible: true,
    Sessions: [
      { Id: 121, DateDebut: '2027-02-08', DateFin: '2027-02-08', Lieu: 'En ligne (classe virtuelle)', PlacesRestantes: 0 },
      { Id: 122, DateDebut: '2027-05-17', DateFin: '2027-05-17', Lieu: 'Rennes (35000)', PlacesRestantes: 9 },
      { Id: 123, DateDebut: '2027-11-15', DateFin: '2027-11-15', Lieu: 'En ligne (classe virtuelle)', PlacesRestantes: 25 },
    ],
  },

  // Articles et conseils
  {
    Id: 20,
    IdTypeProduit: 3,
    IdRubrique: ID_RUBRIQUE_ARTICLES,
    Libelle: 'Fiche pratique : obtenir un ISBN et un code EAN',
    Description:
      "Les démarches auprès de l'agence ISBN, la différence entre ISBN et EAN, et l'impression du code-barres sur la quatrième de couverture.",
    PrixTTCCentimes: 900,
    TauxTva: 5.5,
    Rang: 1,
    Visible: true,
    Fichier: 'article-isbn-ean.pdf',
  },
  {
    Id: 21,
    IdTypeProduit: 3,
    IdRubrique: ID_RUBRIQUE_ARTICLES,
    Libelle: 'Guide : réussir le dépôt légal de son livre',
    Description:
      "Qui doit déposer, quand, combien d'exemplaires et comment remplir la déclaration auprès de la Bibliothèque nationale de France.",
    PrixTTCCentimes: 1200,
    TauxTva: 5.5,
    Rang: 2,
    Visible: true,
    Fichier: 'article-depot-legal.pdf',
  },
  {
    Id: 22,
    IdTypeProduit: 3,
    IdRubrique: ID_RUBRIQUE_ARTICLES,
    Libelle: 'Guide : fixer le prix de vente de son livre',
    Description:
      'Le prix unique du livre, le calcul des coûts de fabrication, les remises libraires et la TVA, expliqués pas à pas avec des exemples chiffrés.',
    PrixTTCCentimes: 1200,
    TauxTva: 5.5,
    Rang: 3,
    Visible: true,
    Fichier: 'article-prix-de-vente.pdf',
  },
  {
    Id: 23,
    IdTypeProduit: 3,
    IdRubrique: ID_RUBRIQUE_ARTICLES,
    Libelle: 'Guide : la loi sur le prix du livre (édition 2019)',
    Description: 'Ancienne édition du guide, remplacée par « Fixer le prix de vente de son livre ».',
    PrixTTCCentimes: 500,
    TauxTva: 5.5,
    Rang: 4,
    Visible: false,
    Fichier: 'article-loi-prix-2019.pdf',
  },

  // Abonnements
  {
    Id: 30,
    IdTypeProduit: 4,
    IdRubrique: ID_RUBRIQUE_ABONNEMENTS,
    Libelle: 'Abonnement Essentiel (12 mois)',
    Description:
      "Jusqu'à cinq référencements de livres imprimés ou numériques pendant un an, et les mises à jour de leurs fiches.",
    PrixTTCCentimes: 9900,
    TauxTva: 20,
    Rang: 1,
    Visible: true,
    ReferencementsInclus: 5,
  },
  {
    Id: ID_PRODUIT_ABONNEMENT_PREMIUM,
    IdTypeProduit: 4,
    IdRubrique: ID_RUBRIQUE_ABONNEMENTS,
    Libelle: 'Abonnement Premium (12 mois)',
    Description:
      'Référencements illimités pendant un an, mises à jour incluses, un entretien annuel avec un conseiller et 20 % de remise sur les formations.',
    PrixTTCCentimes: 19900,
    TauxTva: 20,
    Rang: 2,
    Visible: true,
    ReferencementsInclus: null,
  },

  // Réductions
  {
    Id: 40,
    IdTypeProduit: 5,
    IdRubrique: ID_RUBRIQUE_REDUCTIONS,
    Libelle: 'Offre de bienvenue : 10 % de remise',
    Description: 'Remise de 10 % sur votre première commande.',
    PrixTTCCentimes: 0,
    TauxTva: 20,
    Rang: 1,
    Visible: false,
    Reduction: { IdTypeReduction: 1, Valeur: 10, DateFin: null, IdProduitCible: null, CodeReduction: 'BIENVENUE10' },
  },
  {
    Id: 41,
    IdTypeProduit: 5,
    IdRubrique: ID_RUBRIQUE_REDUCTIONS,
    Libelle: 'Remise de 5,00 €',
    Description: 'Remise de 5,00 € sur le montant de votre commande.',
    PrixTTCCentimes: 0,
    TauxTva: 20,
    Rang: 2,
    Visible: false,
    Reduction: { IdTypeReduction: 2, Valeur: 500, DateFin: '2027-12-31', IdProduitCible: null, CodeReduction: 'REMISE5' },
  },
  {
    Id: 42,
    IdTypeProduit: 5,
    IdRubrique: ID_RUBRIQUE_REDUCTIONS,
    Libelle: "Offre d'été 2025 : 15 % de remise",
    Description: "Remise de 15 % valable jusqu'au 31/08/2025.",
    PrixTTCCentimes: 0,
    TauxTva: 20,
    Rang: 3,
    Visible: false,
    Reduction: { IdTypeReduction: 1, Valeur: 15, DateFin: '2025-08-31', IdProduitCible: null, CodeReduction: 'ETE2025' },
  },
  {
    Id: 43,
    IdTypeProduit: 5,
    IdRubrique: ID_RUBRIQUE_REDUCTIONS,
    Libelle: "Abonnement Premium : 20 % de remise",
    Description: "Remise de 20 % réservée à l'abonnement Premium.",
    PrixTTCCentimes: 0,
    TauxTva: 20,
    Rang: 4,
    Visible: false,
    Reduction: {
      IdTypeReduction: 1,
      Valeur: 20,
      DateFin: null,
      IdProduitCible: ID_PRODUIT_ABONNEMENT_PREMIUM,
      CodeReduction: 'PREMIUM20',
    },
  },
];
