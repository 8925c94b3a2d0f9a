import { parisToday } from '../../parisDay.ts';
import { DISPONIBILITE } from '../../referenceIds.ts';

/**
 * A forthcoming publication cannot have appeared already: its publication date must be today or later, today in
 * Paris, so that the browser and the server answer alike.
 * ISO dates compare as strings; a malformed date is left to the `format` rule.
 */
export function isForthcomingInThePast(date: unknown, idDisponibilite: unknown): boolean {
  if (idDisponibilite !== DISPONIBILITE.aParaitre || typeof date !== 'string') return false;
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(date)) return false;
  return date < parisToday();
}
