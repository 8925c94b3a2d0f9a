import { parseDate } from './parseDate.ts';

const DAY = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric' });
const DAY_AND_TIME = new Intl.DateTimeFormat('fr-FR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const DAY_HOUR_MINUTE = new Intl.DateTimeFormat('fr-FR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

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
