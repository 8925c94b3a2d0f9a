/** French collation for labels shown in lists: accents sort with their letter, numbers by value (2e before 10e). */
const FRENCH = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

export function compareFrench(a: string, b: string): number {
  return FRENCH.compare(a, b);
}
