const RATE = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** A VAT rate given in percent as French readers see it: `20 %`, `5,5 %` (a no-break space before the sign). */
export function formatRate(percent: number): string {
  return `${RATE.format(percent)}\u00a0%`;
}
