import type { ReferenceList } from '../../api/referenceLists.ts';

type Sujet = ReferenceList<'sujets'>[number];

/** The name of `id` in a reference list; null when there is no id or the list does not know it. */
export function labelOf(
  list: readonly { Id: number; Libelle: string }[],
  id: number | null | undefined,
): string | null {
  if (id === null || id === undefined) return null;
  return list.find((item) => item.Id === id)?.Libelle ?? null;
}

/** The names of `ids`, in their order, joined as a French list reads. */
export function labelsOf(list: readonly { Id: number; Libelle: string }[], ids: readonly number[]): string | null {
  const labels = ids.map((id) => labelOf(list, id)).filter((label): label is string => label !== null);
  return labels.length > 0 ? labels.join(', ') : null;
}

/** The branch of the subject tree down to `id` (« Littérature › Romans › Romans historiques »). */
export function sujetPath(tree: readonly Sujet[], id: number | null | undefined): string | null {
  if (id === null || id === undefined) return null;
  const path = branchTo(tree, id);
  return path ? path.map((sujet) => sujet.Libelle).join(' › ') : null;
}

function branchTo(nodes: readonly Sujet[], id: number): Sujet[] | null {
  for (const node of nodes) {
    if (node.Id === id) return [node];
    const below = branchTo(node.Enfants, id);
    if (below) return [node, ...below];
  }
  return null;
}
