import type { CompteDemoRow } from './types.ts';

/** The id of France in pays.ts, repeated so that this module stands alone. */
const FRANCE = 74;

/** Password of both demo accounts, in clear: the loader hashes it before storing it. */
export const DEMO_PASSWORD = 'Portail#2026';

/**
 * The two demo accounts loaded in embedded mode, one per role. Phone numbers are in the ranges the
 * French regulator keeps for fiction, so they ring nobody.
 */
export const comptesDemo: readonly CompteDemoRow[] = [
  {
    Login: 'auteur@example.org',
    Prenom: 'Camille',
    Nom: 'Martin',
    IdCivilite: 2,
    Role: 'frontoffice',
    IdTypeCompte: 2,
    Telephone: '02 61 91 12 34',
    ConditionsPublicationAcceptees: true,
    Adresse: {
      NumeroVoie: '14',
      IdTypeVoie: 1,
      NomVoie: 'de Penhoët',
      ComplementsAdresse: '2e étage',
      CodePostal: '35000',
      Ville: 'Rennes',
      IdPays: FRANCE,
    },
  },
  {
    Login: 'admin@example.org',
    Prenom: 'Dominique',
    Nom: 'Bernard',
    IdCivilite: 1,
    Role: 'backoffice',
    IdTypeCompte: 1,
    Telephone: '01 99 00 12 34',
    ConditionsPublicationAcceptees: false,
    Adresse: {
      NumeroVoie: '12',
      IdTypeVoie: 1,
      NomVoie: "de l'Édition",
      ComplementsAdresse: null,
      CodePostal: '75006',
      Ville: 'Paris 6e Arrondissement',
      IdPays: FRANCE,
    },
  },
];
