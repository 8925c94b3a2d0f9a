import type { components } from '../../openapi/generated/schema.d.ts';

type PublicationSaisie = components['schemas']['PublicationSaisie'];

/** How a publication's fields are named wherever an author reads them: the wizard's forms and the detail. */
export const PUBLICATION_FIELD_LABELS = {
  Ean: 'EAN',
  IdsLangues: 'Langues',
  Titre: 'Titre',
  Serie: "Volume d'une série",
  NumeroVolume: 'Numéro de volume',
  TitreVolume: 'Titre du volume',
  AuteurContribution: 'Auteurs et contributeurs',
  IdMarque: 'Marque éditoriale',
  IdDisponibilite: 'Disponibilité',
  DateParution: 'Date de parution',
  PrixTTC: 'Prix TTC',
  NombrePage: 'Nombre de pages',
  Format_Poids: 'Poids',
  Format_Hauteur: 'Hauteur',
  Format_Largeur: 'Largeur',
  Format_Epaisseur: 'Épaisseur',
  IdFormat: 'Format',
  IdIllustration: 'Illustration',
  Coffret: 'Coffret',
  GenCod: 'Gencod du distributeur',
  ImpressionDemande: 'Impression à la demande',
  IdTypeOuvrage: "Type d'ouvrage",
  IdSujet: 'Sujet',
  Resume: 'Résumé',
  VisuelCouverture: 'Visuel de couverture',
  QuatriemeCouverture: 'Quatrième de couverture',
  PageTitre: 'Page de titre',
  Argumentaire: 'Argumentaire',
} as const satisfies Partial<Record<keyof PublicationSaisie, string>>;

/** What a field without a value reads. */
export const NOT_GIVEN = 'Non renseigné';

/** The text alternative of a publication's cover. */
export function coverAlt(titre: string): string {
  return `Couverture de ${titre}`;
}

/** What an image of step 5 already stored is called, under its field. */
export const STORED_COVER_TEXTS = {
  visuelCouverture: 'Visuel de couverture déposé',
  quatriemeCouverture: 'Quatrième de couverture déposée',
} as const;
