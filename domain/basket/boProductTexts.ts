/** What the back office answers about a product. */
export const BO_PRODUCT_NOT_FOUND = "Ce produit n'existe pas.";
/** A product keeps a label. */
export const PRODUCT_LABEL_REQUIRED = 'Le libellé est obligatoire.';

/** What the back office answers about a discount code (Reduction_Update, Reduction_Create). */
export const REDUCTION_MESSAGES = {
  notAReduction: "Ce produit n'est pas un code de réduction.",
  labelRequired: PRODUCT_LABEL_REQUIRED,
  percentRange: 'Un pourcentage de remise est compris entre 1 et 100.',
  amountPositive: 'Le montant de la remise doit être supérieur à 0 €.',
  datesOrder: 'La date de fin ne peut pas précéder la date de début.',
  codeFormat: 'Le code compte de 3 à 30 lettres sans accent, chiffres, tirets ou tirets bas.',
  codeTaken: (code: string) => `Le code de réduction « ${code} » existe déjà.`,
} as const;
