/** How a portal format is sent: its product form (List 150), its details (List 175), and what kind of thing it is. */
export interface ProductFormOfFormat {
  ProductForm: string;
  ProductFormDetails: string[];
  /** Printed books have measures and a page count; digital ones a notional page count; audio neither. */
  nature: 'print' | 'digital' | 'audio';
}

/**
 * The portal's formats (IdFormat, Get_Format). « Poche » is the French mass-market paperback (B101);
 * « Cartonné » a hardback in printed paper boards (B402); an audiobook of unstated carrier is « Audio » (AA).
 */
export const PRODUCT_FORM_OF_FORMAT: Readonly<Record<number, ProductFormOfFormat>> = {
  1: { ProductForm: 'BC', ProductFormDetails: [], nature: 'print' },
  2: { ProductForm: 'BB', ProductFormDetails: [], nature: 'print' },
  3: { ProductForm: 'BC', ProductFormDetails: ['B101'], nature: 'print' },
  4: { ProductForm: 'BB', ProductFormDetails: ['B402'], nature: 'print' },
  5: { ProductForm: 'BE', ProductFormDetails: [], nature: 'print' },
  6: { ProductForm: 'EB', ProductFormDetails: ['E101'], nature: 'digital' },
  7: { ProductForm: 'EB', ProductFormDetails: ['E107'], nature: 'digital' },
  8: { ProductForm: 'AA', ProductFormDetails: [], nature: 'audio' },
};
