import { parisOffsetMinutes } from '../../../domain/parisDay.ts';

/** The `Depuis` / `--since` day of the ONIX export: a calendar day, read as the start of that day in Paris. */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a YYYY-MM-DD day that exists in the calendar (not 2026-02-30). */
export function isCalendarDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Midnight in Paris on `day` (YYYY-MM-DD), as the back office's « depuis le » filters read a day. */
export function parisDayStart(day: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  // Paris changes its offset at 2 or 3 a.m., never at midnight: the offset at UTC midnight is the right one.
  return new Date(utcMidnight.getTime() - parisOffsetMinutes(utcMidnight) * 60_000);
}
