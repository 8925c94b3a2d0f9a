import ISBN from 'isbn3';
import { eanDigits } from '../../../../domain/ean.ts';

/**
 * An EAN grouped as the ISBN agency ranges say (978-2-07-061275-8), so that the author recognises the
 * publisher segment; the EAN as given when its digits are not an ISBN whose ranges are known.
 */
export function formatEan(ean: string): string {
  const digits = eanDigits(ean);
  if (digits === null) return ean;
  // isbn3 answers null (despite its typings) for a wrong check digit or an unassigned range.
  const hyphenated: string | null = ISBN.hyphenate(digits);
  return hyphenated ?? ean;
}

/**
 * The publisher's segment of an EAN (978-2-36512), the part that tells which brands it may carry; null when the
 * ranges do not place it.
 */
export function eanPublisherPrefix(ean: string): string | null {
  const digits = eanDigits(ean);
  if (digits === null) return null;
  const parsed = ISBN.parse(digits);
  return parsed ? `${parsed.prefix}-${parsed.group}-${parsed.publisher}` : null;
}
