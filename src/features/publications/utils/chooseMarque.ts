import type { Marque } from '../api/getMarques.ts';

/**
 * The brand the step shows chosen (spec 1 §4): the only one when there is one, otherwise the saved one while the
 * EAN still offers it. Among several, none is chosen for the author: they confirm one themselves. Null when the
 * EAN offers none or the author has not chosen yet.
 */
export function chooseMarque(marques: readonly Marque[], savedId: number | null | undefined): number | null {
  const [first] = marques;
  if (first === undefined) return null;
  if (marques.length === 1) return first.Id;
  return marques.some((marque) => marque.Id === savedId) ? (savedId as number) : null;
}
