/** French collation for labels shown in lists: accents sort with their letter, numbers by value (2e before 10e). */
const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

export function byLibelleFr<T extends { Libelle: string }>(a: T, b: T): number {
  return collator.compare(a.Libelle, b.Libelle);
}
