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

/** Minutes east of UTC in Paris at `instant` (60 in winter, 120 in summer). */
export function parisOffsetMinutes(instant: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Paris', timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}
