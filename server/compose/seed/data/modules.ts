import type { ModuleRow } from './types.ts';

/**
 * Back-office modules. Rang, not Id, orders the admin menu; a module with Visible false is left out of it
 * (every screen the route table names is open to the staff, so each is visible here).
 */
export const modules: readonly ModuleRow[] = [
  { Id: 1, Libelle: 'Publications', Link: 'publications', Iconclassname: 'icon-book', Rang: 2, Visible: true },
  { Id: 2, Libelle: 'Modération', Link: 'publicationsmoderation', Iconclassname: 'icon-check-circle', Rang: 1, Visible: true },
  { Id: 3, Libelle: 'Abonnements', Link: 'abonnements', Iconclassname: 'icon-calendar', Rang: 5, Visible: true },
  { Id: 4, Libelle: 'Utilisateurs', Link: 'utilisateurs', Iconclassname: 'icon-users', Rang: 4, Visible: true },
  { Id: 5, Libelle: 'Commandes', Link: 'commandes', Iconclassname: 'icon-shopping-cart', Rang: 3, Visible: true },
  { Id: 6, Libelle: 'Produits', Link: 'produits', Iconclassname: 'icon-tag', Rang: 6, Visible: true },
  { Id: 7, Libelle: 'Contenus éditoriaux', Link: 'contenuseditoriaux', Iconclassname: 'icon-edit', Rang: 7, Visible: true },
  { Id: 8, Libelle: 'Livraisons au catalogue', Link: 'livraisons', Iconclassname: 'icon-truck', Rang: 8, Visible: true },
];
