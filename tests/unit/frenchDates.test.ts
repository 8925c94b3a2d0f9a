import { describe, expect, test } from 'vitest';
import { frenchDay, parisDateTime } from '../../domain/frenchDates.ts';

describe('dates as a French reader writes them', () => {
  test('a calendar day is dd/MM/yyyy', () => {
    expect(frenchDay('2027-01-05')).toBe('05/01/2027');
  });

  test('a moment is said in Paris, summer and winter time alike, whatever the server’s zone', () => {
    expect(parisDateTime(new Date('2027-01-14T23:30:00Z'))).toBe('15/01/2027 à 00:30');
    expect(parisDateTime(new Date('2027-07-01T08:05:00Z'))).toBe('01/07/2027 à 10:05');
  });
});
