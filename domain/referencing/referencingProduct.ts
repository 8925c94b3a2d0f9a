/**
 * The « Référencement » products (seeded ids): a printed book's, and a digital one's. The author orders the one
 * that fits the publication's format; a publication without a format yet is a printed book.
 */
export const PRODUIT_REFERENCEMENT = { imprime: 1, numerique: 2 } as const;

/** IdFormat of Get_Format: EPUB, PDF and audio are digital. */
export const FORMATS_NUMERIQUES: readonly number[] = [6, 7, 8];

export function referencingProductOf(idFormat: number | null): number {
  return idFormat !== null && FORMATS_NUMERIQUES.includes(idFormat)
    ? PRODUIT_REFERENCEMENT.numerique
    : PRODUIT_REFERENCEMENT.imprime;
}
