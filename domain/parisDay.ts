/**
 * The portal's day is the day in France: a subscription starts, a session is past, a discount code is valid, an
 * invoice is dated by it, whatever the time zone of the server or of the database.
 */
const PARIS_DAY = new Intl.DateTimeFormat('fr-CA', { timeZone: 'Europe/Paris' });

/** The day in Paris at `now` (YYYY-MM-DD). */
export function parisDay(now: Date): string {
  return PARIS_DAY.format(now);
}

/** Today in Paris (YYYY-MM-DD). */
export function parisToday(): string {
  return parisDay(new Date());
}
