import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/platform/config/config.ts';
import { longFrenchDay } from '../../domain/frenchDates.ts';
import { addDays, addMonths, minimumEffectiveDay, pendingPriceSentence } from '../../domain/publication/priceChange.ts';

describe('the notice of a new price', () => {
  it('adds months on the same day, or on the last day of a shorter month', () => {
    expect(addMonths('2027-01-15', 1)).toBe('2027-02-15');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-12-10', 1)).toBe('2027-01-10');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
  });

  it('moves across months and years by days', () => {
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('starts a month after today by default, tomorrow without notice', () => {
    expect(minimumEffectiveDay('2026-11-29', 1)).toBe('2026-12-29');
    expect(minimumEffectiveDay('2026-11-29', 0)).toBe('2026-11-30');
  });
});

describe('a scheduled price in French', () => {
  it('says the first of the month « 1er » and the month in words', () => {
    expect(longFrenchDay('2027-02-01')).toBe('1er février 2027');
    expect(longFrenchDay('2027-03-15')).toBe('15 mars 2027');
    expect(pendingPriceSentence(1400, '2027-02-01')).toBe('14,00\u00a0€ à partir du 1er février 2027');
  });
});

describe('PRICE_NOTICE_MONTHS', () => {
  it('is a month by default, a whole number of months up to a year otherwise', () => {
    expect(readConfig({}).priceNoticeMonths).toBe(1);
    expect(readConfig({ PRICE_NOTICE_MONTHS: '0' }).priceNoticeMonths).toBe(0);
    expect(readConfig({ PRICE_NOTICE_MONTHS: '3' }).priceNoticeMonths).toBe(3);
    for (const wrong of ['1.5', '-1', '13', 'un']) {
      expect(() => readConfig({ PRICE_NOTICE_MONTHS: wrong })).toThrow(
        'PRICE_NOTICE_MONTHS est un nombre entier de mois, de 0 à 12.',
      );
    }
  });
});
