import { describe, expect, test } from 'vitest';
import { formatDate, formatDateTime } from '../../domain/frenchDates.ts';
import { formatPrice } from '../../domain/formatPrice.ts';
import { parseDate } from '../../domain/parseDate.ts';

const NBSP = '\u00a0';

describe('formatPrice', () => {
  test('writes cents as euros with a decimal comma and the euro sign after a no-break space', () => {
    expect(formatPrice(4900)).toBe(`49,00${NBSP}€`);
    expect(formatPrice(1250)).toBe(`12,50${NBSP}€`);
    expect(formatPrice(5)).toBe(`0,05${NBSP}€`);
    expect(formatPrice(0)).toBe(`0,00${NBSP}€`);
  });

  test('groups thousands with a no-break space', () => {
    expect(formatPrice(123456)).toBe(`1${NBSP}234,56${NBSP}€`);
    expect(formatPrice(100000000)).toBe(`1${NBSP}000${NBSP}000,00${NBSP}€`);
  });

  test('never uses the narrow no-break space many fonts lack, and never breaks inside a price', () => {
    const price = formatPrice(123456);
    expect(price).not.toContain('\u202f');
    expect(price).not.toContain(' ');
    // What a reader sees once the no-break spaces are read as spaces.
    expect(price.replace(/\u00a0/g, ' ')).toBe('1 234,56 €');
  });
});

describe('parseDate', () => {
  test('reads DD/MM/YYYY HH:mm:ss as a local moment', () => {
    const date = parseDate('17/10/2023 14:05:09');
    expect(date).not.toBeNull();
    expect([
      date!.getFullYear(),
      date!.getMonth(),
      date!.getDate(),
      date!.getHours(),
      date!.getMinutes(),
      date!.getSeconds(),
    ]).toEqual([2023, 9, 17, 14, 5, 9]);
  });

  test('reads DD/MM/YYYY as a local calendar day', () => {
    const date = parseDate('01/02/2027');
    expect([date!.getFullYear(), date!.getMonth(), date!.getDate(), date!.getHours()]).toEqual([2027, 1, 1, 0]);
  });

  test('reads an ISO day as that calendar day, whatever the time zone', () => {
    const date = parseDate('2027-03-15');
    expect([date!.getFullYear(), date!.getMonth(), date!.getDate()]).toEqual([2027, 2, 15]);
  });

  test('reads an ISO moment with its offset', () => {
    expect(parseDate('2026-11-21T10:30:00Z')?.toISOString()).toBe('2026-11-21T10:30:00.000Z');
    expect(parseDate('2026-11-21T10:30:00.123+02:00')?.toISOString()).toBe('2026-11-21T08:30:00.123Z');
  });

  test('refuses impossible days and other formats', () => {
    for (const input of [
      '31/02/2027',
      '32/01/2027',
      '15/13/2027',
      '15/03/2027 24:00:00',
      '2027-02-30',
      '15-03-2027',
      '15/3/2027',
      'demain',
      '',
    ]) {
      expect(parseDate(input), input).toBeNull();
    }
  });
});

describe('formatDate', () => {
  test('shows a day as dd/MM/yyyy', () => {
    expect(formatDate('2027-03-05')).toBe('05/03/2027');
    expect(formatDate('17/10/2023 14:05:09')).toBe('17/10/2023');
    expect(formatDate(new Date(2023, 9, 17))).toBe('17/10/2023');
  });

  test('shows nothing for an unreadable date rather than « Invalid Date »', () => {
    expect(formatDate('pas une date')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });

  test('shows a moment as dd/MM/yyyy HH:mm:ss', () => {
    expect(formatDateTime(new Date(2026, 10, 21, 9, 5, 3))).toBe('21/11/2026 09:05:03');
  });
});
