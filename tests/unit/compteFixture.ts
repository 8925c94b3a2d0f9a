import type { Compte } from '../../src/features/account/types/account.ts';

/** The demo author's account as Compte_Get answers it: no phone, no company. */
export const COMPTE: Compte = {
  Id: 1,
  Login: 'auteur@example.org',
  IdCivilite: 2,
  Prenom: 'Camille',
  Nom: 'Martin',
  Email: 'auteur@example.org',
  Telephone: null,
  Societe: null,
  IdTypeCompte: 2,
  Confirme: true,
  DateCreation: '2026-01-01T00:00:00Z',
  DateMaj: '2026-01-01T00:00:00Z',
  DateAcceptationConditionsPublication: null,
  Adresse: {
    NumeroEtVoie: '14 rue de Penhoët',
    ComplementsAdresse: null,
    CodePostal: '35000',
    Ville: 'Rennes',
    IdPays: 74,
  },
};
