import { DISPONIBILITE } from '../../referenceIds.ts';

/** Today as `yyyy-MM-dd` in the local time of the browser or of the server. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * A forthcoming publication cannot have appeared already: its publication date must be today or later.
 * ISO dates compare as strings; a malformed date is left to the `format` rule.
 */
export function isForthcomingInThePast(date: unknown, idDisponibilite: unknown): boolean {
  if (idDisponibilite !== DISPONIBILITE.aParaitre || typeof date !== 'string') return false;
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(date)) return false;
  return date < localToday();
}
