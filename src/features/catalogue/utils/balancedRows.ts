/**
 * How many cards share the row of each card, when `count` cards are laid out at most `perRow` to a row and
 * no card is left alone on the last row: the rows are balanced (sizes differ by one at most, the fuller rows
 * first). When balancing still leaves rows of one (at most two to a row and an odd count), one card per row.
 */
export function balancedRowSizes(count: number, perRow: number): number[] {
  if (count <= 0) return [];
  const rows = Math.ceil(count / Math.max(1, perRow));
  const base = Math.floor(count / rows);
  const fuller = count % rows;
  if (rows > 1 && base < 2) return Array.from({ length: count }, () => 1);
  const sizes: number[] = [];
  for (let row = 0; row < rows; row += 1) {
    const size = row < fuller ? base + 1 : base;
    for (let i = 0; i < size; i += 1) sizes.push(size);
  }
  return sizes;
}
