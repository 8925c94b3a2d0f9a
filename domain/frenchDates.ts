/**
 * Dates as a French reader writes them, for what the server writes itself (e-mails): the moment in Paris, whatever
 * the time zone of the server.
 */
const PARIS_DAY_AND_TIME = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A day of the calendar (`YYYY-MM-DD`, as the database gives a `date`) as `dd/MM/yyyy`. */
export function frenchDay(isoDay: string): string {
  const [year, month, day] = isoDay.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

/** A moment as `dd/MM/yyyy à HH:mm`, in Paris. */
export function parisDateTime(moment: Date): string {
  const parts = Object.fromEntries(PARIS_DAY_AND_TIME.formatToParts(moment).map((part) => [part.type, part.value]));
  return `${parts.day}/${parts.month}/${parts.year} à ${parts.hour}:${parts.minute}`;
}
