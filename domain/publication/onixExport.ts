import { EAN_LENGTH, ISBN_PREFIXES_TEXT } from '../ean.ts';
/** The French VAT rate on books (CGI art. 278-0 bis), the rate the fixed book price (loi Lang) includes. */
export const BOOK_VAT_RATE_PERCENT = '5.5';

/** Why a validated publication cannot be sent to the book-trade catalogue: what the catalogue requires and lacks. */
export const ONIX_REFUSALS = {
  ean: `L'EAN n'est pas un ISBN-13 valide (${ISBN_PREFIXES_TEXT}, ${EAN_LENGTH} chiffres, clé de contrôle juste).`,
  titre: 'Le titre manque.',
  contributeur: 'Aucun contributeur (auteur, traducteur…) avec un rôle.',
  langue: 'La langue du texte manque.',
  marque: 'La marque éditoriale manque.',
  format: 'Le format manque.',
  disponibilite: 'La disponibilité est inconnue.',
  dateParution: 'La date de parution manque.',
  prix: 'Le prix TTC manque : il est obligatoire sauf pour une publication à paraître.',
  eanEnDouble: "Une autre publication validée porte le même EAN : un catalogue n'accepte qu'une fiche par ISBN.",
} as const;
