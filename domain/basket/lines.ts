import { TYPE_PRODUIT } from '../referenceIds.ts';

/**
 * Which line of a basket: the product, and the publication or training session it applies to. Two lines with
 * the same key are one line (an add adds to it, a merge keeps one); a missing id equals null.
 */
export interface LineKey {
  IdProduit: number;
  IdPublication?: number | null;
  IdFormation?: number | null;
}

/** The key of a line as the contract and the browser's storage write it: under its product, every id given. */
export function keyOfLine(line: {
  Produit: { Id: number };
  IdPublication: number | null;
  IdFormation: number | null;
}): Required<LineKey> {
  return { IdProduit: line.Produit.Id, IdPublication: line.IdPublication, IdFormation: line.IdFormation };
}

/** The key as one string, for maps and sets. */
export function lineKeyText(key: LineKey): string {
  return `${key.IdProduit}|${key.IdPublication ?? ''}|${key.IdFormation ?? ''}`;
}

export function sameLine(a: LineKey, b: LineKey): boolean {
  return lineKeyText(a) === lineKeyText(b);
}

/** The count beside « Mon Panier »: the quantities, reduction lines left out (spec 1 §2). */
export function countItems(lines: readonly { Quantite: number; Produit: { IdTypeProduit: number } }[]): number {
  return lines.reduce(
    (sum, line) => (line.Produit.IdTypeProduit === TYPE_PRODUIT.reduction ? sum : sum + line.Quantite),
    0,
  );
}
