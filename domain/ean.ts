/**
 * The EAN of a publication (spec 1 §5 "Step 1", §9). Its prefix, length and separator rules, with their French
 * messages, are the contract's (PublicationEtape1.Ean, checked by the validators); this module holds what code
 * needs beyond them: one normalisation, used by the browser, the wizard and the server alike, and the check digit.
 */

/** The separators the contract lets an author group the digits with: hyphens and spaces, nothing else. */
const SEPARATORS = /[- ]/g;

/** How many digits an EAN-13 has once its separators are removed. */
export const EAN_LENGTH = 13;

const THIRTEEN_DIGITS = new RegExp(`^[0-9]{${EAN_LENGTH}}$`);

/** The EAN as it is stored and compared: its hyphens and spaces removed (978-2-07-036822-8 → 9782070368228). */
export function normalizeEan(ean: string): string {
  return ean.replace(SEPARATORS, '');
}

/** The 13 digits of an EAN once normalised, or null when it is not 13 digits. */
export function eanDigits(ean: string): string | null {
  const digits = normalizeEan(ean);
  return THIRTEEN_DIGITS.test(digits) ? digits : null;
}

/**
 * EAN-13 check digit (weights 1 and 3 from the left). Only a value of exactly 13 digits once normalised is
 * judged here: the length and prefix rules of the contract report the others.
 */
export function isEanCheckDigitValid(value: string): boolean {
  const digits = eanDigits(value);
  if (digits === null) return true;
  let sum = 0;
  for (let i = 0; i < EAN_LENGTH - 1; i += 1) sum += Number(digits[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10 === Number(digits[EAN_LENGTH - 1]);
}

/**
 * The ISBN prefixes: 978, and 979 followed by anything but 0 (979-0 numbers printed music, the ISMN). The contract's
 * pattern for PublicationEtape1.Ean says the same of a value still holding its separators.
 */
const ISBN_PREFIX = /^(978|979[1-9])/;

/** The ISBN prefixes as the author reads them. */
export const ISBN_PREFIXES_TEXT = '978 ou 979';

/** Whether normalised EAN digits start as an ISBN-13 does. */
export function hasIsbnPrefix(digits: string): boolean {
  return ISBN_PREFIX.test(digits);
}

/** The EAN's 13 digits when it is an ISBN-13 (its prefix, 13 digits, the right check digit), else null. */
export function isbn13(ean: string): string | null {
  const digits = eanDigits(ean);
  if (digits === null || !hasIsbnPrefix(digits) || !isEanCheckDigitValid(digits)) return null;
  return digits;
}
