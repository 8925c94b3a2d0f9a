/** The filters of the back office's product list, as the address keeps them (the contract's names). */
export const PRODUCT_FILTERS = {
  Recherche: 'text',
  IdTypeProduit: 'id',
  /** `true` or `false`; anything else does not filter. */
  Visible: 'text',
} as const;

export const PRODUCT_SORT_COLUMNS = ['Libelle', 'IdTypeProduit', 'PrixTTCCentimes'] as const;
export type ProductSortColumn = (typeof PRODUCT_SORT_COLUMNS)[number];

/** The address's `Visible` read as the contract's filter. */
export function visibleFilter(value: string | null): boolean | null {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}
