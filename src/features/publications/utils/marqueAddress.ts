import { frenchPhoneText } from '../../../../domain/phone.ts';
import type { AdresseMarque } from '../api/getMarques.ts';

type Phone = AdresseMarque['Telephone'];

function joined(parts: readonly (string | null | undefined)[], separator = ' '): string {
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(separator);
}

/** "12 Rue des Lavandières" */
export function streetLine(adresse: AdresseMarque): string {
  return joined([adresse.NumeroVoie, adresse.TypeVoieLibelle, adresse.NomVoie]);
}

/** "29000 Quimper" */
export function townLine(adresse: AdresseMarque): string {
  return joined([adresse.CodePostal, adresse.Ville]);
}

/** The address on one line, as a brand is told apart from its siblings. */
export function addressSummary(adresse: AdresseMarque): string {
  return joined([streetLine(adresse), townLine(adresse)], ', ');
}

/** "+33 298000000", or an empty string when no number is known. */
export function phoneLine(phone: Phone): string {
  const valeur = phone.Valeur?.trim();
  return valeur ? frenchPhoneText(phone.Indicatif, valeur) : '';
}
