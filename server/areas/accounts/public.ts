// What the other areas may use of this one: they import it from here, never from its other files.
export { compteExists, findCompteById, paysExists, profileColumns, toCompte } from './repository.ts';
