/** What other features use of the back office's order screens. */
export { ADMIN_ORDER_PATHS } from './paths.ts';
export { useBoCommande } from './api/getBoCommande.ts';
