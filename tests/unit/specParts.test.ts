import { describe, expect, it } from 'vitest';
import { dealSpecs } from '../e2e/specParts.ts';

describe('dealing the browser specs out to parts', () => {
  it('gives the longest first to the part that ends soonest, so that the parts take about as long', () => {
    const seconds = { 'a.spec.ts': 90, 'b.spec.ts': 60, 'c.spec.ts': 50, 'd.spec.ts': 40, 'e.spec.ts': 10 };
    const parts = dealSpecs(Object.keys(seconds), 2, seconds);
    expect(parts).toEqual([
      ['a.spec.ts', 'd.spec.ts'],
      ['b.spec.ts', 'c.spec.ts', 'e.spec.ts'],
    ]);
    expect(parts.flat().sort()).toEqual(Object.keys(seconds));
  });

  it('counts a spec with no recorded duration as the median of the others', () => {
    const seconds = { 'a.spec.ts': 30, 'b.spec.ts': 20, 'c.spec.ts': 10 };
    const parts = dealSpecs(['a.spec.ts', 'b.spec.ts', 'c.spec.ts', 'nouveau.spec.ts'], 2, seconds);
    expect(parts).toEqual([
      ['a.spec.ts', 'c.spec.ts'],
      ['b.spec.ts', 'nouveau.spec.ts'],
    ]);
  });

  it('deals the files in turn, in name order, when no duration is recorded', () => {
    expect(dealSpecs(['a.spec.ts', 'b.spec.ts', 'c.spec.ts', 'd.spec.ts'], 2, {})).toEqual([
      ['a.spec.ts', 'c.spec.ts'],
      ['b.spec.ts', 'd.spec.ts'],
    ]);
  });
});
