import { describe, expect, test } from 'vitest';
import { parisDay } from '../../domain/parisDay.ts';

describe('the portal’s day is the day in Paris', () => {
  test('after 23:00 UTC in winter (UTC+1), it is already the next day', () => {
    expect(parisDay(new Date('2026-11-23T22:59:00Z'))).toBe('2026-11-23');
    expect(parisDay(new Date('2026-11-23T23:00:00Z'))).toBe('2026-11-24');
  });

  test('after 22:00 UTC in summer (UTC+2), it is already the next day', () => {
    expect(parisDay(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(parisDay(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  test('the last evening of the year is already the new year in Paris', () => {
    expect(parisDay(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });
});
