/** `text` for LIKE and ILIKE: `%` and `_` typed by the user are searched for as they are. */
function escapedLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** An ILIKE pattern finding `text` anywhere. */
export function containingPattern(text: string): string {
  return `%${escapedLike(text)}%`;
}

/** A LIKE pattern finding values that start with `text`. */
export function startingPattern(text: string): string {
  return `${escapedLike(text)}%`;
}
