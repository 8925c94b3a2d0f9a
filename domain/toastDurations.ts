/** How long notifications stay on screen, in milliseconds (spec 1 §9, spec 2 §9). */
export const TOAST_DURATION_DEFAULT = 4000;
/** Confirmations of a marque update (5 s). */
export const TOAST_DURATION_MARQUE_UPDATE = 5000;
/** Basket notifications. */
export const TOAST_DURATION_BASKET = 2000;
