import { describe, expect, test } from 'vitest';
import { priceNeedsConfirmation } from '../../../domain/basket/boPriceCheck.ts';

describe('priceNeedsConfirmation', () => {
  test('asks for a price of 0 €, unless it already was', () => {
    expect(priceNeedsConfirmation(4900, 0)).toBe(true);
    expect(priceNeedsConfirmation(0, 0)).toBe(false);
  });

  test('asks for a change of more than half of the saved price, up or down', () => {
    expect(priceNeedsConfirmation(4900, 490)).toBe(true);
    expect(priceNeedsConfirmation(4900, 2449)).toBe(true);
    expect(priceNeedsConfirmation(4900, 7351)).toBe(true);
    expect(priceNeedsConfirmation(0, 100)).toBe(true);
  });

  test('saves at once a change of half or less, and an unchanged price', () => {
    expect(priceNeedsConfirmation(4900, 2450)).toBe(false);
    expect(priceNeedsConfirmation(4900, 7350)).toBe(false);
    expect(priceNeedsConfirmation(4900, 5500)).toBe(false);
    expect(priceNeedsConfirmation(4900, 4900)).toBe(false);
  });
});
