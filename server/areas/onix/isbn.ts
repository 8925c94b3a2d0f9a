import { eanDigits, isEanCheckDigitValid } from '../../../domain/ean.ts';

const ISBN_PREFIX = /^(978|979[1-9])/;

/** The EAN's 13 digits when it is an ISBN-13 (978, or 979 not followed by 0, right check digit), else null. */
export function isbn13(ean: string): string | null {
  const digits = eanDigits(ean);
  if (digits === null || !ISBN_PREFIX.test(digits) || !isEanCheckDigitValid(digits)) return null;
  return digits;
}
