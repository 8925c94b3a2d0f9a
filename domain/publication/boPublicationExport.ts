/** The most publications Publication_GetAll (the back office's export) answers with, as the contract says. */
export const BO_PUBLICATION_EXPORT_MAX = 5000;

export const BO_PUBLICATION_EXPORT_TOO_MANY =
  'Plus de 5 000 publications passent ces filtres : affinez-les pour les obtenir toutes.';
