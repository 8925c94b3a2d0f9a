import { describe, expect, test } from 'vitest';
import {
  parsePrice,
  parseWholeNumber,
  priceText,
  wholeNumberText,
} from '../../../src/features/publications/utils/numericInput.ts';

describe('a typed price', () => {
  test('accepts a decimal comma or point and French thousands spaces', () => {
    expect(parsePrice('12,50')).toBe(12.5);
    expect(parsePrice('12.50')).toBe(12.5);
    expect(parsePrice(' 9 ')).toBe(9);
    expect(parsePrice('1 200,90')).toBe(1200.9);
    expect(parsePrice('1\u202f200,90')).toBe(1200.9);
    expect(parsePrice(',5')).toBe(0.5);
    expect(parsePrice('12,')).toBe(12);
  });

  test('is null when empty, and kept as typed when it is not a number', () => {
    expect(parsePrice('')).toBeNull();
    expect(parsePrice('   ')).toBeNull();
    expect(parsePrice('douze')).toBe('douze');
    expect(parsePrice('12,5,0')).toBe('12,5,0');
    expect(parsePrice('-3')).toBe('-3');
    expect(parsePrice('1e3')).toBe('1e3');
  });

  test('shows a stored amount with a comma and its cents', () => {
    expect(priceText(12.5)).toBe('12,50');
    expect(priceText(15)).toBe('15,00');
    expect(priceText(0.07)).toBe('0,07');
    expect(priceText(12.555)).toBe('12,555');
    expect(priceText(null)).toBe('');
    expect(priceText(undefined)).toBe('');
    expect(priceText('douze')).toBe('douze');
  });
});

describe('a typed whole number', () => {
  test('is a number when it has digits only', () => {
    expect(parseWholeNumber('320')).toBe(320);
    expect(parseWholeNumber(' 0045 ')).toBe(45);
  });

  test('is null when empty, and kept as typed otherwise', () => {
    expect(parseWholeNumber('')).toBeNull();
    expect(parseWholeNumber('  ')).toBeNull();
    expect(parseWholeNumber('12.5')).toBe('12.5');
    expect(parseWholeNumber('12,5')).toBe('12,5');
    expect(parseWholeNumber('-4')).toBe('-4');
    expect(parseWholeNumber('trois')).toBe('trois');
  });

  test('shows a stored value as it is', () => {
    expect(wholeNumberText(320)).toBe('320');
    expect(wholeNumberText(null)).toBe('');
    expect(wholeNumberText(undefined)).toBe('');
    expect(wholeNumberText('trois')).toBe('trois');
  });
});
