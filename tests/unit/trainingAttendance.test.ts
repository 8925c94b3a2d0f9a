import { describe, expect, test } from 'vitest';
import { etatPresence } from '../../domain/order/trainingAttendance.ts';

const SESSION = { dateDebut: '2026-12-07', dateFin: '2026-12-09' };

describe('where a trainee stands with a booked session', () => {
  test('before its first day, it is to come, even with attendance taken early', () => {
    expect(etatPresence({ ...SESSION, presence: null }, '2026-12-06')).toBe('aVenir');
    expect(etatPresence({ ...SESSION, presence: true }, '2026-12-06')).toBe('aVenir');
  });

  test('from its first to its last day, it is under way until attendance is taken', () => {
    expect(etatPresence({ ...SESSION, presence: null }, '2026-12-07')).toBe('enCours');
    expect(etatPresence({ ...SESSION, presence: null }, '2026-12-09')).toBe('enCours');
    expect(etatPresence({ ...SESSION, presence: true }, '2026-12-08')).toBe('presente');
  });

  test('once attendance is taken, present or absent; ended while it is not', () => {
    expect(etatPresence({ ...SESSION, presence: true }, '2026-12-10')).toBe('presente');
    expect(etatPresence({ ...SESSION, presence: false }, '2026-12-10')).toBe('absente');
    expect(etatPresence({ ...SESSION, presence: null }, '2026-12-10')).toBe('terminee');
  });
});
