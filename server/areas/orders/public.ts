// What the other areas may use of this one: they import it from here, never from its other files.
export { toCommande, toCommandeResume, toFactureResume } from './commandeView.ts';
export { findCommandeInvoices, findCommandeLines, findCommandePayments } from './repository.ts';
export { readCommandesOf } from './readCommande.ts';
