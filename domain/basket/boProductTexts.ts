/** What the back office answers about a product. */
export const BO_PRODUCT_NOT_FOUND = "Ce produit n'existe pas.";
/** A product keeps a label. */
export const PRODUCT_LABEL_REQUIRED = 'Le libellé est obligatoire.';
