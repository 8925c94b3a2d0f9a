import type { components } from '../../../openapi/generated/schema.d.ts';
import { classificationOf } from '../onix/public.ts';
import type { SujetRecord } from './repository.ts';

type SujetOuvrage = components['schemas']['SujetOuvrage'];

/** Builds the subject tree from its rows (parent ids), each level in the order of the rows, with its classifications. */
export function toSubjectTree(rows: readonly SujetRecord[]): SujetOuvrage[] {
  const nodes = new Map<number, SujetOuvrage>();
  for (const row of rows)
    nodes.set(row.id, {
      Id: row.id,
      Libelle: row.libelle,
      Niveau: row.niveau,
      ...classificationOf(row.id),
      Enfants: [],
    });
  const roots: SujetOuvrage[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id);
    if (!node) continue;
    const parent = row.idParent === null ? undefined : nodes.get(row.idParent);
    (parent ? parent.Enfants : roots).push(node);
  }
  return roots;
}
