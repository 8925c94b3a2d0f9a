import { compareFrench } from '../../../domain/frenchCollation.ts';

export function byLibelleFr<T extends { Libelle: string }>(a: T, b: T): number {
  return compareFrench(a.Libelle, b.Libelle);
}
