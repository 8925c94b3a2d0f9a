/** How long notifications stay on screen, in milliseconds (spec 1 §9, spec 2 §9). */
export const TOAST_DURATION_DEFAULT = 4000;
/** Confirmations of a marque update (5 s). */
export const TOAST_DURATION_MARQUE_UPDATE = 5000;
/** Basket notifications. */
export const TOAST_DURATION_BASKET = 2000;
/** What a merge of the browser's basket did at sign-in: several sentences, read on a page just loaded. */
export const TOAST_DURATION_BASKET_MERGE = 8000;
