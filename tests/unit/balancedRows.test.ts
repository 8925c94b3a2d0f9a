import { describe, expect, test } from 'vitest';
import { balancedRowSizes } from '../../src/features/catalogue/utils/balancedRows.ts';

/** The sizes of the successive rows, read back from the size of each card's row. */
function rowsOf(sizes: number[]): number[] {
  const rows: number[] = [];
  for (let i = 0; i < sizes.length; i += sizes[i]!) rows.push(sizes[i]!);
  return rows;
}

describe('balancedRowSizes', () => {
  test('puts up to the maximum on one row', () => {
    expect(rowsOf(balancedRowSizes(2, 4))).toEqual([2]);
    expect(rowsOf(balancedRowSizes(4, 4))).toEqual([4]);
    expect(rowsOf(balancedRowSizes(1, 3))).toEqual([1]);
  });

  test('balances the rows so that the last one never holds a card alone', () => {
    expect(rowsOf(balancedRowSizes(5, 4))).toEqual([3, 2]);
    expect(rowsOf(balancedRowSizes(4, 3))).toEqual([2, 2]);
    expect(rowsOf(balancedRowSizes(7, 3))).toEqual([3, 2, 2]);
    expect(rowsOf(balancedRowSizes(9, 4))).toEqual([3, 3, 3]);
  });

  test('lays cards one to a row when two to a row would leave one alone', () => {
    expect(balancedRowSizes(3, 2)).toEqual([1, 1, 1]);
  });

  test('never leaves a card alone on the last row of a grid of several cards per row', () => {
    for (let count = 2; count <= 30; count += 1) {
      for (const perRow of [1, 2, 3, 4]) {
        const rows = rowsOf(balancedRowSizes(count, perRow));
        expect(rows.reduce((sum, size) => sum + size, 0)).toBe(count);
        expect(Math.max(...rows)).toBeLessThanOrEqual(perRow);
        if (rows.length > 1 && Math.max(...rows) > 1) expect(rows.at(-1)).toBeGreaterThan(1);
      }
    }
  });
});
