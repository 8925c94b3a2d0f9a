/**
 * What a typed number becomes in the publication: a number when it reads as one, null when the field is
 * empty, and otherwise the text itself, so that the contract's schema refuses it with its French message
 * instead of the form dropping what was typed.
 */
export type TypedNumber = number | string | null;

const WHOLE_NUMBER = /^\d+$/;
// French users write a decimal comma; "12," and ",5" are read as the amounts they mean.
const DECIMAL_NUMBER = /^(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;
// Spaces group thousands in French ("1 200,50"), typed or pasted as no-break spaces.
const SPACES = /[\s\u00a0\u202f]/g;

/** A price typed in euros: "12,50" → 12.5. */
export function parsePrice(text: string): TypedNumber {
  const compact = text.replace(SPACES, '');
  if (compact === '') return null;
  return DECIMAL_NUMBER.test(compact) ? Number(compact.replace(',', '.')) : text;
}

/** A price as a French user writes it: whole cents with two decimals ("12,50"), anything else as it is. */
export function priceText(value: TypedNumber | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  const cents = Math.round(value * 100);
  const text = cents / 100 === value ? value.toFixed(2) : String(value);
  return text.replace('.', ',');
}

/** A count or a measure in whole units (pages, grams, millimetres): digits only. */
export function parseWholeNumber(text: string): TypedNumber {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return WHOLE_NUMBER.test(trimmed) ? Number(trimmed) : text;
}

export function wholeNumberText(value: TypedNumber | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value);
}

/**
 * The publication types its numbers as numbers, but a text that does not read as one is sent as typed so
 * that the contract's schema refuses it with its own French message ("Valeurs numériques uniquement",
 * "Le prix doit être un nombre, par exemple 12,50"); the form must not turn it into an empty field that would pass.
 */
export function asPublicationNumber(value: TypedNumber): number | null {
  return value as number | null;
}
