import { parseDate } from './parseDate.ts';

/** Dates as a French reader writes them: on the screens in the user's time zone, in the server's e-mails in Paris. */

const DAY_PARTS = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const DAY_HOUR_MINUTE_PARTS = { ...DAY_PARTS, hour: '2-digit', minute: '2-digit' } as const;

const DAY = new Intl.DateTimeFormat('fr-FR', DAY_PARTS);
const DAY_AND_TIME = new Intl.DateTimeFormat('fr-FR', { ...DAY_HOUR_MINUTE_PARTS, second: '2-digit' });
const DAY_HOUR_MINUTE = new Intl.DateTimeFormat('fr-FR', DAY_HOUR_MINUTE_PARTS);
/** For what the server writes itself (e-mails): the moment in Paris, whatever the time zone of the server. */
const PARIS_DAY_AND_TIME = new Intl.DateTimeFormat('fr-FR', { ...DAY_HOUR_MINUTE_PARTS, timeZone: 'Europe/Paris' });

function toDate(value: Date | string): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  return parseDate(value);
}

/** A day as French users write it: `dd/MM/yyyy`. An unreadable value gives an empty string. */
export function formatDate(value: Date | string): string {
  const date = toDate(value);
  return date ? DAY.format(date) : '';
}

/** A moment as `dd/MM/yyyy HH:mm:ss`, in the user's time zone. */
export function formatDateTime(value: Date | string): string {
  const date = toDate(value);
  return date ? DAY_AND_TIME.format(date).replace(',', '') : '';
}

/** A moment as `dd/MM/yyyy HH:mm`, in the user's time zone. */
export function formatDateHourMinute(value: Date | string): string {
  const date = toDate(value);
  return date ? DAY_HOUR_MINUTE.format(date).replace(',', '') : '';
}

/** A day of the calendar (`YYYY-MM-DD`, as the database gives a `date`) as `dd/MM/yyyy`. */
export function frenchDay(isoDay: string): string {
  return formatDate(isoDay.slice(0, 10));
}

/** A moment as `dd/MM/yyyy à HH:mm`, in Paris. */
export function parisDateTime(moment: Date): string {
  const parts = Object.fromEntries(PARIS_DAY_AND_TIME.formatToParts(moment).map((part) => [part.type, part.value]));
  return `${parts.day}/${parts.month}/${parts.year} à ${parts.hour}:${parts.minute}`;
}

const LONG_DAY = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A day of the calendar (`YYYY-MM-DD`) as a sentence says it: « 1er février 2027 », « 15 mars 2027 ». */
export function longFrenchDay(day: string): string {
  const [year, month, dayOfMonth] = day.slice(0, 10).split('-').map(Number);
  const moment = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, dayOfMonth ?? 1));
  const parts = Object.fromEntries(LONG_DAY.formatToParts(moment).map((part) => [part.type, part.value]));
  return `${parts.day === '1' ? '1er' : parts.day} ${parts.month} ${parts.year}`;
}
