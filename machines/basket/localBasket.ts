import type { LineKey, LocalBasket, LocalLine, NewLine } from './types.ts';

/** Quantity of a line (spec 2 §9): at least 1, at most 10. */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 10;
/** Product types (Produit.IdTypeProduit) the basket treats apart. */
export const TYPE_SUBSCRIPTION = 4;
export const TYPE_REDUCTION = 5;
export const TYPE_REFERENCING = 1;

export const EMPTY_BASKET: LocalBasket = { lines: [] };

/** A subscription is held once (the server refuses a second one), any other product up to 10 times. */
export function maxQuantity(idTypeProduit: number): number {
  return idTypeProduit === TYPE_SUBSCRIPTION ? 1 : MAX_QUANTITY;
}

export function clampQuantity(quantite: number, idTypeProduit: number): number {
  return Math.min(Math.max(Math.trunc(quantite) || MIN_QUANTITY, MIN_QUANTITY), maxQuantity(idTypeProduit));
}

export function keyOfNewLine(line: NewLine): LineKey {
  return { IdProduit: line.Produit.Id, IdPublication: line.IdPublication, IdFormation: line.Formation?.Id ?? null };
}

export function sameLine(a: LineKey, b: LineKey): boolean {
  return a.IdProduit === b.IdProduit && (a.IdPublication ?? null) === (b.IdPublication ?? null) && (a.IdFormation ?? null) === (b.IdFormation ?? null);
}

export function keyOfLocal(line: LocalLine): LineKey {
  return { IdProduit: line.Produit.Id, IdPublication: line.IdPublication, IdFormation: line.IdFormation };
}

function withQuantity(basket: LocalBasket, key: LineKey, quantity: (line: LocalLine) => number): LocalBasket {
  return {
    lines: basket.lines.map((line) =>
      sameLine(keyOfLocal(line), key) ? { ...line, Quantite: clampQuantity(quantity(line), line.Produit.IdTypeProduit) } : line,
    ),
  };
}

/** Adds one of the product: a new line, or one more on the same line (capped). */
export function addLine(basket: LocalBasket, line: NewLine): LocalBasket {
  const key = keyOfNewLine(line);
  if (basket.lines.some((existing) => sameLine(keyOfLocal(existing), key))) return withQuantity(basket, key, (l) => l.Quantite + 1);
  return {
    lines: [
      ...basket.lines,
      { Produit: line.Produit, Quantite: MIN_QUANTITY, IdPublication: line.IdPublication, IdFormation: key.IdFormation, Formation: line.Formation },
    ],
  };
}

export function increaseLine(basket: LocalBasket, key: LineKey): LocalBasket {
  return withQuantity(basket, key, (line) => line.Quantite + 1);
}

export function decreaseLine(basket: LocalBasket, key: LineKey): LocalBasket {
  return withQuantity(basket, key, (line) => line.Quantite - 1);
}

export function removeLine(basket: LocalBasket, key: LineKey): LocalBasket {
  return { lines: basket.lines.filter((line) => !sameLine(keyOfLocal(line), key)) };
}

/** Items beside « Mon Panier »: the quantities, reductions left out (spec 1 §2). */
export function countItems(lines: readonly { Quantite: number; Produit: { IdTypeProduit: number } }[]): number {
  return lines.reduce((sum, line) => (line.Produit.IdTypeProduit === TYPE_REDUCTION ? sum : sum + line.Quantite), 0);
}

function isNullableId(value: unknown): value is number | null {
  return value === null || (typeof value === 'number' && Number.isInteger(value) && value > 0);
}

function isLocalLine(value: unknown): value is LocalLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Partial<LocalLine>;
  const produit = line.Produit;
  return (
    typeof produit === 'object' &&
    produit !== null &&
    typeof produit.Id === 'number' &&
    typeof produit.IdTypeProduit === 'number' &&
    typeof produit.Libelle === 'string' &&
    typeof produit.PrixTTCCentimes === 'number' &&
    typeof line.Quantite === 'number' &&
    isNullableId(line.IdPublication) &&
    isNullableId(line.IdFormation)
  );
}

/** The stored basket, read defensively: what another version of the portal or a hand edit left is dropped. */
export function parseLocalBasket(text: string | null): LocalBasket {
  if (!text) return EMPTY_BASKET;
  try {
    const parsed: unknown = JSON.parse(text);
    const lines = typeof parsed === 'object' && parsed !== null ? (parsed as { lines?: unknown }).lines : undefined;
    if (!Array.isArray(lines)) return EMPTY_BASKET;
    return {
      lines: lines.filter(isLocalLine).map((line) => ({
        ...line,
        Quantite: clampQuantity(line.Quantite, line.Produit.IdTypeProduit),
        Formation: line.Formation ?? null,
      })),
    };
  } catch {
    return EMPTY_BASKET;
  }
}
