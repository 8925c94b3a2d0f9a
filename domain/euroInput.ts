/** The highest price or amount staff and authors may enter, in cents (100 000,00 €); the contract's money inputs stop there. */
export const PRIX_MAX_CENTIMES = 10_000_000;

/** The cents of an amount typed in euros, French style (`12,50`, `1 234,5`, `12.50 €`), or null when it is not one. */
export function parseEuros(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(compact)) return null;
  const [euros = '0', cents = ''] = compact.split('.');
  return Number(euros) * 100 + Number(cents.padEnd(2, '0'));
}

/** Cents written for a form's field, without the currency: `12,50`. */
export function eurosInput(cents: number): string {
  return `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}
