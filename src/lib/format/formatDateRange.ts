import { formatDate } from '../../../domain/frenchDates.ts';

/** A period of days: « Le 12/03/2026 » for one day, « Du 12/03/2026 au 13/03/2026 » for several. */
export function formatDateRange(debut: string, fin: string): string {
  const from = formatDate(debut);
  const to = formatDate(fin);
  return from === to ? `Le ${from}` : `Du ${from} au ${to}`;
}
