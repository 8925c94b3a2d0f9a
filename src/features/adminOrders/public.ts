/** What other features use of the back office's order screens. */
export { ADMIN_COMMANDE_PATHS } from './paths.ts';
export { useBoCommande } from './api/getBoCommande.ts';
