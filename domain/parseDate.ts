const FRENCH_DATE = /^(\d{2})\/(\d{2})\/(\d{4})(?: (\d{2}):(\d{2}):(\d{2}))?$/;
const ISO_DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?$/;

/**
 * Reads the date formats the portal receives: `DD/MM/YYYY HH:mm:ss`, `DD/MM/YYYY` and ISO 8601.
 * A date without a time is a calendar day in the user's time zone (an ISO `2026-03-12` read as UTC midnight
 * would show the 11th west of Greenwich). Returns null for anything else, impossible days included.
 */
export function parseDate(input: string): Date | null {
  const value = input.trim();

  const french = FRENCH_DATE.exec(value);
  if (french) {
    const [, day, month, year, hours = '0', minutes = '0', seconds = '0'] = french;
    return localDate(Number(year), Number(month), Number(day), Number(hours), Number(minutes), Number(seconds));
  }

  const isoDay = ISO_DATE_ONLY.exec(value);
  if (isoDay) {
    const [, year, month, day] = isoDay;
    return localDate(Number(year), Number(month), Number(day), 0, 0, 0);
  }

  if (ISO_DATE_TIME.test(value)) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }

  return null;
}

function localDate(
  year: number,
  month: number,
  day: number,
  hours: number,
  minutes: number,
  seconds: number,
): Date | null {
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const date = new Date(year, month - 1, day, hours, minutes, seconds);
  // The Date constructor rolls 31/02 over to March: such a day does not exist.
  const sameDay = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return sameDay ? date : null;
}
