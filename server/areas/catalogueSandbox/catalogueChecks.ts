import type { OnixRelease } from '../../../domain/publication/onixRelease.ts';
import type { AcknowledgementDetail } from './acknowledgement.ts';

/**
 * The sandbox catalogue's own codes and French notes: what a referencing provider's intake tells a publisher. They
 * belong to the catalogue the sandbox plays, not to the portal, which reads them from the acknowledgement only.
 */

/** How many characters of description the catalogue wants before it shows a book without a remark. */
export const SHORT_DESCRIPTION_LENGTH = 200;

/** How many of libxml2's messages a CAT-XSD note quotes. */
const QUOTED_SCHEMA_ERRORS = 3;

const NBSP = '\u00a0';

function quoted(text: string): string {
  return `«${NBSP}${text}${NBSP}»`;
}

function detail(
  Code: string,
  Severity: AcknowledgementDetail['Severity'],
  Element: string | null,
  Note: string,
): AcknowledgementDetail {
  return { Code, Severity, Element, Note: Note.replace(/ ([:;?!%])/g, `${NBSP}$1`) };
}

export const CATALOGUE_CHECKS = {
  schema: (release: OnixRelease, errors: readonly string[]) => {
    const shown = errors.slice(0, QUOTED_SCHEMA_ERRORS).map((error) => error.trim());
    const more = errors.length - shown.length;
    const others = more > 0 ? ` (et ${more} autre${more > 1 ? 's' : ''} erreur${more > 1 ? 's' : ''})` : '';
    return detail(
      'CAT-XSD',
      'F',
      null,
      `Le fichier n’est pas conforme au schéma ONIX ${release} d’EDItEUR : ${shown.join(' ; ')}${others}. Aucun produit n’a été traité.`,
    );
  },
  release: (release: string | null) =>
    detail(
      'CAT-VERSION',
      'F',
      null,
      `La version ONIX ${quoted(release ?? 'non précisée')} n’est pas prise en charge : ce catalogue lit les messages ONIX for Books 3.0 et 3.1. Aucun produit n’a été traité.`,
    ),
  unreadable: () =>
    detail(
      'CAT-LECTURE',
      'F',
      null,
      'Le catalogue n’a pas pu lire le fichier déposé : déposez-le de nouveau. Aucun produit n’a été traité.',
    ),
  isbnMissing: () =>
    detail(
      'CAT-ISBN',
      'F',
      'ProductIdentifier',
      'Le produit n’a pas d’ISBN-13 : un livre ne peut être référencé que sous son ISBN.',
    ),
  isbnCheckDigit: (isbn: string) =>
    detail(
      'CAT-ISBN',
      'F',
      'ProductIdentifier',
      `L’ISBN ${isbn} n’est pas valide : sa clé de contrôle (dernier chiffre) ne correspond pas aux douze premiers chiffres.`,
    ),
  glnMissing: () =>
    detail(
      'CAT-GLN-EDITEUR',
      'W',
      'Publisher',
      'L’éditeur n’est pas identifié par un GLN (Gencod éditeur) : les libraires ne pourront pas lui passer commande par EDI.',
    ),
  glnInvalid: (gln: string) =>
    detail(
      'CAT-GLN-EDITEUR',
      'W',
      'Publisher',
      `Le GLN de l’éditeur (${gln}) n’est pas valide : il doit compter treize chiffres dont le dernier est une clé de contrôle.`,
    ),
  priceMissing: () =>
    detail(
      'CAT-PRIX',
      'F',
      'Price',
      'Le livre est annoncé disponible mais n’a pas de prix : le prix public TTC est obligatoire pour un livre disponible.',
    ),
  coverMissing: () =>
    detail(
      'CAT-COUVERTURE',
      'F',
      'SupportingResource',
      'La première de couverture manque : le catalogue n’affiche pas un livre sans l’image de sa couverture.',
    ),
  coverUnreachable: (reason: string) =>
    detail(
      'CAT-COUVERTURE-INACCESSIBLE',
      'W',
      'SupportingResource',
      `L’image de couverture n’a pas pu être récupérée (${reason}) : le livre est référencé sans visuel jusqu’à la prochaine mise à jour.`,
    ),
  descriptionMissing: () =>
    detail(
      'CAT-RESUME',
      'F',
      'TextContent',
      'Le résumé du livre manque : il est obligatoire pour présenter le livre aux libraires.',
    ),
  descriptionShort: (length: number) =>
    detail(
      'CAT-RESUME-COURT',
      'W',
      'TextContent',
      `Le résumé est court (${length} caractère${length > 1 ? 's' : ''}) : les libraires attendent au moins ${SHORT_DESCRIPTION_LENGTH} caractères pour présenter le livre.`,
    ),
  subjectMissing: () =>
    detail(
      'CAT-SUJET',
      'F',
      'Subject',
      'Le livre n’a pas de sujet Thema ni CLIL : il ne peut pas être classé dans un rayon.',
    ),
  refusedForTest: () =>
    detail(
      'CAT-REFUS-TEST',
      'F',
      'TextContent',
      'Le résumé ne respecte pas la charte éditoriale du catalogue (coordonnées, liens ou texte promotionnel ne sont pas admis) : reformulez-le puis soumettez de nouveau la publication.',
    ),
} as const;

/** Why a cover could not be fetched, for CAT-COUVERTURE-INACCESSIBLE. */
export const COVER_FAILURES = {
  status: (status: number) => `réponse HTTP ${status}`,
  notImage: (type: string | null) => `le fichier reçu n’est pas une image${type ? ` mais ${type}` : ''}`,
  timeout: 'délai de réponse dépassé',
  unreachable: 'adresse injoignable',
  badLink: 'lien invalide',
} as const;
