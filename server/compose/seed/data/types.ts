/**
 * Row shapes of the demo and reference data. They follow the contract's schemas
 * (openapi/portal.yaml) field for field, plus the few columns the API never shows
 * (a rubrique's description, a discount's code).
 */

/** A plain reference list entry (ElementReference). */
export interface ReferenceRow {
  Id: number;
  Libelle: string;
}

export interface TypeContributionRow extends ReferenceRow {
  /** Display order: Get_TypeContribution sorts on it, not on Id. */
  Rang: number;
}

export interface CodeTransactionRow {
  Id: number;
  Code: string;
  Libelle: string;
}

export interface PaysRow {
  IdPays: number;
  Libelle: string;
  /** ISO 3166-1 alpha-2. */
  CodeIso: string;
}

export interface VilleRow {
  /** Five digits, kept as a string for the leading zero (01000). */
  CodePostal: string;
  Libelle: string;
  /** Official geographic code; a string because of Corsica (2A004). */
  CodeInsee: string;
}

export type NiveauSujet = 1 | 2 | 3 | 4;

export interface SujetRow {
  Id: number;
  Libelle: string;
  Niveau: NiveauSujet;
  Enfants: SujetRow[];
}

export interface RubriqueRow {
  Id: number;
  /** ABONNEMENT marks the subscription rubrique that turns on the « Mes Abonnements » link. */
  Code: string;
  Libelle: string;
  Description: string;
  Visible: boolean;
  Rang: number;
}

/** 1 référencement, 2 formation, 3 article, 4 abonnement, 5 réduction. */
export type IdTypeProduit = 1 | 2 | 3 | 4 | 5;

/** 1 pourcentage, 2 montant. */
export type IdTypeReduction = 1 | 2;

export interface ReductionRow {
  IdTypeReduction: IdTypeReduction;
  /** A percentage (1 to 100) or an amount in cents, according to IdTypeReduction. */
  Valeur: number;
  /** Last day the code is accepted (ISO date), null when it never expires. */
  DateFin: string | null;
  /** The product the code is reserved for, null when it applies to the whole basket. */
  IdProduitCible: number | null;
  /** What the customer types; secret, so never part of an API response. */
  CodeReduction: string;
}

export interface SessionFormationRow {
  /** Global id: a basket line refers to it as IdFormation. */
  Id: number;
  DateDebut: string;
  DateFin: string;
  Lieu: string;
  PlacesRestantes: number;
}

export interface ProduitRow {
  Id: number;
  IdTypeProduit: IdTypeProduit;
  IdRubrique: number;
  Libelle: string;
  Description: string;
  /** Price including VAT, in cents; 0 for a discount, whose value is in Reduction. */
  PrixTTCCentimes: number;
  /** VAT rate in percent (20 for 20 %). */
  TauxTva: number;
  Rang: number;
  Visible: boolean;
  /** Only on discount products (IdTypeProduit 5). */
  Reduction?: ReductionRow;
  /** Only on trainings (IdTypeProduit 2). */
  Sessions?: SessionFormationRow[];
  /** Only on articles (IdTypeProduit 3): the PDF of `seed/files/` its buyers download. */
  Fichier?: string;
  /** Only on subscriptions (IdTypeProduit 4): the referencings included over its year; null: unlimited. */
  ReferencementsInclus?: number | null;
}

/** 1 page, 2 rubrique, 3 produit, 4 champ, 5 module. */
export type IdTypeContenu = 1 | 2 | 3 | 4 | 5;

/** 0 inconnu, 1 texte, 2 image, 3 FAQ, 4 booléen. */
export type IdTypeContenuElement = 0 | 1 | 2 | 3 | 4;

export interface ContenuElementRow {
  Id: number;
  Nom: string;
  IdTypeContenuElement: IdTypeContenuElement;
  Rang: number;
  Valeur: string | null;
  Libelle: string | null;
  Description: string | null;
  SousLibelle: string | null;
}

export interface ContenuRow {
  Id: number;
  Nom: string;
  IdTypeContenu: IdTypeContenu;
  ContenuElements: ContenuElementRow[];
}

export interface FaqQuestionRow {
  Id: string;
  Enonce: string;
  /** Answer in HTML (h2, p, ul, li, strong, a only). */
  Contenu: string;
}

export interface FaqCategorieRow {
  Nom: string;
  Questions: FaqQuestionRow[];
  Categories: FaqCategorieRow[];
}

export interface ModuleRow {
  Id: number;
  Libelle: string;
  /** Path under /admin. */
  Link: string;
  Iconclassname: string;
  Rang: number;
  Visible: boolean;
}

/** 1 Monsieur, 2 Madame. */
export type IdCivilite = 1 | 2;

export type RoleCompte = 'frontoffice' | 'backoffice';

export interface AdresseCompteRow {
  NumeroVoie: string;
  /** A street type id of typesVoie (0 to 31). */
  IdTypeVoie: number;
  NomVoie: string;
  ComplementsAdresse: string | null;
  CodePostal: string;
  Ville: string;
  /** A country id of pays (France = 74). */
  IdPays: number;
}

export interface CompteDemoRow {
  /** The e-mail address, which is also the login. */
  Login: string;
  Prenom: string;
  Nom: string;
  IdCivilite: IdCivilite;
  Role: RoleCompte;
  /** A type id of typesCompte (1 back-office, 2 front-office). */
  IdTypeCompte: number;
  Telephone: string;
  Adresse: AdresseCompteRow;
  /** Whether the account has accepted the conditions of declaring a publication (the demo author has declared some). */
  ConditionsPublicationAcceptees: boolean;
}
