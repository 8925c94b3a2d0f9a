/**
 * The back office's searches ignore case and accents: the text searched in and the text typed are both reduced to
 * their search key, and one contains the other. « Gâvres », « GAVRES » and « gavres » have the key « gavres »;
 * « Œuvre » has « oeuvre »; a typographic apostrophe or a non-breaking space reads as the plain one.
 *
 * The database computes the same key with its function cle_recherche(text) (server/platform/db/searchKey.ts builds
 * its body from the folds below; a test checks both sides give every character the same key). The rule is
 * deterministic, whatever the database's collation: letters outside the Latin script keep their case.
 */

/** Latin letters (U+00C0 to U+024F) folded to one character: accents dropped, then lower case. */
function latinFolds(): [string, string][] {
  const folds: [string, string][] = [];
  for (let code = 0xc0; code <= 0x24f; code += 1) {
    const letter = String.fromCodePoint(code);
    const folded = letter.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    if (folded !== letter && [...folded].length === 1) folds.push([letter, folded]);
  }
  return folds;
}

/** Letters that carry their stroke rather than a separate accent, and the signs French typography varies. */
const EXTRA_FOLDS: readonly [string, string][] = [
  ['ø', 'o'],
  ['đ', 'd'],
  ['ħ', 'h'],
  ['ł', 'l'],
  ['ŧ', 't'],
  ['\u2019', "'"],
  ['\u2018', "'"],
  ['\u02bc', "'"],
  ['\u00a0', ' '],
  ['\u202f', ' '],
];

/**
 * One character for another: ASCII capitals to lower case, then the Latin folds (whose result is folded again by
 * the extra folds, so that « Ø » gives « o »).
 */
function characterFolds(): Map<string, string> {
  const folds = new Map<string, string>();
  for (let code = 0x41; code <= 0x5a; code += 1) folds.set(String.fromCharCode(code), String.fromCharCode(code + 0x20));
  const extra = new Map(EXTRA_FOLDS);
  for (const [letter, folded] of latinFolds()) folds.set(letter, extra.get(folded) ?? folded);
  for (const [sign, folded] of EXTRA_FOLDS) folds.set(sign, folded);
  return folds;
}

/** The one-character folds, each character to the character of its key. */
export const SEARCH_CHARACTER_FOLDS: ReadonlyMap<string, string> = characterFolds();

/** Combining accents (U+0300 to U+036F), dropped: a text typed in decomposed form finds the composed one. */
export const SEARCH_DROPPED_MARKS: string = Array.from({ length: 0x70 }, (_, index) =>
  String.fromCodePoint(0x300 + index),
).join('');

/** Ligatures written out, applied after the one-character folds (so « Œ », folded to « œ », gives « oe »). */
export const SEARCH_LIGATURES: readonly [string, string][] = [
  ['œ', 'oe'],
  ['æ', 'ae'],
  ['ß', 'ss'],
  ['ĳ', 'ij'],
];

const LIGATURES = new Map(SEARCH_LIGATURES);

/** The search key of `text`: case, accents, ligatures and typographic variants folded away. */
export function searchKey(text: string): string {
  let key = '';
  for (const character of text) {
    if (SEARCH_DROPPED_MARKS.includes(character)) continue;
    const folded = SEARCH_CHARACTER_FOLDS.get(character) ?? character;
    key += LIGATURES.get(folded) ?? folded;
  }
  return key;
}
