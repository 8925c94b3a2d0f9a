/** An ILIKE pattern finding `text` anywhere; `%` and `_` typed by the user are searched for as they are. */
export function containingPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
