const EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/**
 * An amount in cents as French readers see it: `12,50 €`, `1 234,00 €`. Intl separates with a narrow no-break
 * space (U+202F), which many fonts lack; a no-break space (U+00A0) looks the same, never breaks the price across
 * two lines, and every font has it.
 */
export function formatPrice(cents: number): string {
  return EUROS.format(cents / 100).replace(/\u202f/g, '\u00a0');
}
