import { TYPE_ELEMENT_CONTENU, TYPE_PRODUIT } from '../../../../domain/referenceIds.ts';
import type { Produit, Rubrique } from '../../../lib/api/types.ts';

function byRang<T extends { Rang: number }>(a: T, b: T): number {
  return a.Rang - b.Rang;
}

/** Rubriques a visitor browses, in their order. */
export function visibleRubriques(rubriques: readonly Rubrique[]): Rubrique[] {
  return rubriques.filter((rubrique) => rubrique.Visible).sort(byRang);
}

/** Products a visitor browses, in their order. Discounts are reached through their code, never browsed. */
export function browsableProduits(produits: readonly Produit[]): Produit[] {
  return produits.filter((produit) => produit.Visible && produit.IdTypeProduit !== TYPE_PRODUIT.reduction).sort(byRang);
}

/** Browsable products grouped by rubrique id. */
export function produitsByRubrique(produits: readonly Produit[]): Map<number, Produit[]> {
  const groups = new Map<number, Produit[]>();
  for (const produit of browsableProduits(produits)) {
    const group = groups.get(produit.IdRubrique);
    if (group) group.push(produit);
    else groups.set(produit.IdRubrique, [produit]);
  }
  return groups;
}

/** The introduction of a rubrique or a product: the first text of its content that is not its title (HTML). */
export function introOf(item: Pick<Rubrique, 'Contenu'>): string | null {
  for (const contenu of item.Contenu) {
    const element = [...contenu.ContenuElements]
      .sort(byRang)
      .find((e) => e.IdTypeContenuElement === TYPE_ELEMENT_CONTENU.texte && e.Nom !== 'Titre' && e.Valeur?.trim());
    if (element?.Valeur) return element.Valeur;
  }
  return null;
}

export function isFormation(produit: Pick<Produit, 'IdTypeProduit'>): boolean {
  return produit.IdTypeProduit === TYPE_PRODUIT.formation;
}

/** The rubrique where a book is referenced: the first shown one that offers a referencing product. */
export function referencingRubrique(
  rubriques: readonly Rubrique[],
  groups: ReadonlyMap<number, readonly Produit[]>,
): Rubrique | undefined {
  return rubriques.find((rubrique) =>
    (groups.get(rubrique.Id) ?? []).some((produit) => produit.IdTypeProduit === TYPE_PRODUIT.referencement),
  );
}
