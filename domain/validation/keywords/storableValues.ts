import { _, type Code, type KeywordCxt } from 'ajv';
import type { Ajv2020 } from 'ajv/dist/2020.js';

/**
 * Values the database cannot store, refused by validation before any handler writes anything, so that
 * a handler writing several rows is never stopped half-way by the database: a NUL byte in a text
 * (PostgreSQL's `text` refuses it) and a date of year 0000 (there is no year 0; 2026-02-30 is already
 * refused by the `date` format).
 */
export const STORABLE_KEYWORDS = ['x-sansOctetNul', 'x-dateStockable'] as const;

export type StorableKeyword = (typeof STORABLE_KEYWORDS)[number];

export const STORABLE_VALUE_MESSAGES: Readonly<Record<StorableKeyword, string>> = {
  'x-sansOctetNul': 'Ce champ contient un caractère nul, qui n’est pas accepté.',
  'x-dateStockable': 'Cette date n’existe pas dans le calendrier.',
};

const DATE_FORMATS: ReadonlySet<string> = new Set(['date', 'date-time']);

/** The storable-value keywords a string schema of the contract gets (every string; dates one more). */
export function storableKeywordsFor(schema: { [key: string]: unknown }): Partial<Record<StorableKeyword, true>> {
  const type = schema.type;
  if (type !== 'string' && !(Array.isArray(type) && type.includes('string'))) return {};
  const format = schema.format;
  return typeof format === 'string' && DATE_FORMATS.has(format)
    ? { 'x-sansOctetNul': true, 'x-dateStockable': true }
    : { 'x-sansOctetNul': true };
}

/** A boolean keyword on strings that fails where `refused` (generated code over the value) holds. */
function addStringCheck(ajv: Ajv2020, keyword: StorableKeyword, message: string, refused: (data: Code) => Code): void {
  ajv.addKeyword({
    keyword,
    type: 'string',
    schemaType: 'boolean',
    error: { message },
    code(cxt: KeywordCxt) {
      if (cxt.schema === true) cxt.fail(refused(cxt.data));
    },
  });
}

// Generated code rather than validate functions, so that the browser's standalone validators carry them.
// Ajv's English texts never reach a user: `toFieldErrors` gives the French messages above.
export function registerStorableKeywords(ajv: Ajv2020): void {
  addStringCheck(ajv, 'x-sansOctetNul', 'must not contain a NUL byte', (data) => _`${data}.includes(${'\u0000'})`);
  addStringCheck(
    ajv,
    'x-dateStockable',
    'must be a date the database can store',
    (data) => _`${data}.startsWith("0000")`,
  );
}
