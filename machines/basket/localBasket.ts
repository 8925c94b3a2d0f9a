import { keyOfLine, sameLine } from '../../domain/basket/lines.ts';
import { clampQuantity, QUANTITE_MIN } from '../../domain/basket/quantity.ts';
import type { LineKey, LocalBasket, LocalLine, NewLine } from './types.ts';

export const EMPTY_BASKET: LocalBasket = { lines: [] };

export function keyOfNewLine(line: NewLine): LineKey {
  return { IdProduit: line.Produit.Id, IdPublication: line.IdPublication, IdFormation: line.Formation?.Id ?? null };
}

function withQuantity(basket: LocalBasket, key: LineKey, quantity: (line: LocalLine) => number): LocalBasket {
  return {
    lines: basket.lines.map((line) =>
      sameLine(keyOfLine(line), key)
        ? { ...line, Quantite: clampQuantity(quantity(line), line.Produit.IdTypeProduit) }
        : line,
    ),
  };
}

/** Adds one of the product: a new line, or one more on the same line (capped). */
export function addLine(basket: LocalBasket, line: NewLine): LocalBasket {
  const key = keyOfNewLine(line);
  if (basket.lines.some((existing) => sameLine(keyOfLine(existing), key)))
    return withQuantity(basket, key, (l) => l.Quantite + 1);
  return {
    lines: [
      ...basket.lines,
      {
        Produit: line.Produit,
        Quantite: QUANTITE_MIN,
        IdPublication: line.IdPublication,
        IdFormation: key.IdFormation,
        Formation: line.Formation,
      },
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
  return { lines: basket.lines.filter((line) => !sameLine(keyOfLine(line), key)) };
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
