import { formatDate } from '../../../../domain/frenchDates.ts';
import { parseDate } from '../../../../domain/parseDate.ts';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function isoDay(date: Date): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A publication date typed as `jj/mm/aaaa` becomes the contract's `yyyy-MM-dd`; an empty field is null, and
 * any other text is kept as typed so that the contract's schema answers "Date incorrecte".
 */
export function parsePublicationDate(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  // Only whole days: a time would be dropped silently.
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(trimmed) && !ISO_DAY.test(trimmed)) return text;
  const date = parseDate(trimmed);
  return date ? isoDay(date) : text;
}

/** The stored `yyyy-MM-dd` as the user writes it; a text that is not a date stays as it is. */
export function publicationDateText(value: string | null | undefined): string {
  if (!value) return '';
  return ISO_DAY.test(value) ? formatDate(value) || value : value;
}
