import type { Marque } from '../api/getMarques.ts';

/**
 * The brand the step shows chosen (spec 1 §4): the only one when there is one, otherwise the saved one while the
 * EAN still offers it, otherwise the first. Null when the EAN offers none.
 */
export function chooseMarque(marques: readonly Marque[], savedId: number | null | undefined): number | null {
  const [first] = marques;
  if (first === undefined) return null;
  if (marques.length === 1) return first.Id;
  return marques.some((marque) => marque.Id === savedId) ? (savedId as number) : first.Id;
}
