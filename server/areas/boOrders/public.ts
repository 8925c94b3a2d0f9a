// What the other areas may use of this one: they import it from here, never from its other files.
export { CLIENT_COLUMNS, customerMatches } from './repository.ts';
export { toClientCommande } from './view.ts';
