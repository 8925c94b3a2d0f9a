import { expect } from 'vitest';
import { ACCOUNT_DELETION_MESSAGES } from '../../../domain/identity/accountDeletion.ts';
import { ADMIN_ACCOUNT_TEXTS as T } from '../../../domain/identity/adminAccountTexts.ts';
import { ACCOUNT_MESSAGES } from '../../../domain/identity/messages.ts';
import {
  adminAccountImplementations,
  adminAccountMachine,
  type AdminAccountMachine,
} from '../../../machines/adminAccount/adminAccountMachine.ts';
import type { Compte, CompteBOMiseAJourValues } from '../../../machines/adminAccount/types.ts';
import { ApiError } from '../../../src/lib/api/apiError.ts';
import { actorDone, actorError, createMachineModel, type ModelEvent } from '../modelRunner.ts';

/** The admin account machine's model: an account loaded or missing, saved or refused, deleted or kept. */

export const COMPTE: Compte = {
  Id: 12,
  Login: 'odile@example.org',
  IdCivilite: 2,
  Prenom: 'Odile',
  Nom: 'Saule',
  Email: 'odile@example.org',
  Telephone: null,
  Societe: null,
  IdTypeCompte: 2,
  Confirme: true,
  DateCreation: '2026-01-02T10:00:00.000Z',
  DateMaj: '2026-01-02T10:00:00.000Z',
  DateAcceptationConditionsPublication: null,
  Adresse: null,
  Suppression: { Supprimable: true, Raison: null },
};
const SAVED: Compte = { ...COMPTE, Nom: 'Du Saule', DateMaj: '2026-02-03T10:00:00.000Z' };
const VALUES = {
  Id: 12,
  IdCivilite: 2,
  Prenom: 'Odile',
  Nom: 'Du Saule',
  Email: 'odile@example.org',
  IdTypeCompte: 2,
  Confirme: true,
  Adresse: { NumeroEtVoie: '1 rue du Saule', CodePostal: '75001', Ville: 'Paris', IdPays: 1 },
} satisfies CompteBOMiseAJourValues;

export const NOT_FOUND = new ApiError(ACCOUNT_MESSAGES.accountNotFound, 404);
export const LOGIN_TAKEN = new ApiError(ACCOUNT_MESSAGES.loginTaken, 409);
export const HAS_COMMANDES = new ApiError(ACCOUNT_DELETION_MESSAGES.commandesEnCours(2), 409);

/** Where the machine's effects go. */
export const effects: { saved: Compte[]; saveFailures: unknown[]; deleted: string[] } = {
  saved: [],
  saveFailures: [],
  deleted: [],
};

export function resetEffects(): void {
  effects.saved.length = 0;
  effects.saveFailures.length = 0;
  effects.deleted.length = 0;
}

const events: ModelEvent<AdminAccountMachine>[] = [
  { type: 'adminAccount.retryLoad' },
  { type: 'adminAccount.save', values: VALUES },
  { type: 'adminAccount.delete' },
  { type: 'adminAccount.confirmDelete' },
  { type: 'adminAccount.dismissDelete' },
  actorDone('loadCompte', COMPTE),
  actorError('loadCompte', NOT_FOUND),
  // The service down: not a missing account, a failure to retry.
  actorError('loadCompte', new Error('network down')),
  actorDone('saveCompte', SAVED),
  actorError('saveCompte', LOGIN_TAKEN),
  actorDone('deleteCompte', { Message: ACCOUNT_DELETION_MESSAGES.deletedByStaff }),
  actorError('deleteCompte', HAS_COMMANDES),
  // A fault of ours, not a refusal the server explained: the general message is shown.
  actorError('deleteCompte', new Error('boom')),
];

const { actions } = adminAccountImplementations({
  api: {
    load: () => Promise.reject(new Error('held by the model')),
    save: () => Promise.reject(new Error('held by the model')),
    remove: () => Promise.reject(new Error('held by the model')),
  },
  saved: (compte) => effects.saved.push(compte),
  saveFailed: (error) => effects.saveFailures.push(error),
  deleted: (confirmation) => effects.deleted.push(confirmation.Message),
});

export const adminAccountModel = createMachineModel({
  machine: adminAccountMachine,
  input: { id: COMPTE.Id },
  events,
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      nom: snapshot.context.compte?.Nom ?? null,
      loadError: snapshot.context.loadError,
      deleteError: snapshot.context.deleteError,
    }),
  implementations: { actions },
  invariant: (snapshot) => {
    const { compte, values, loadError, deleteError } = snapshot.context;
    // The account is there exactly when its page shows it; what is being saved only while it is saved.
    expect(compte !== null).toBe(snapshot.matches('ready') || snapshot.matches('deleted'));
    expect(values !== null).toBe(snapshot.matches({ ready: 'saving' }));
    expect(loadError !== null).toBe(snapshot.matches('loadFailed'));
    if (loadError !== null) expect(loadError).toBe(T.loadAccountFailed);
    if (deleteError !== null) {
      expect(snapshot.matches({ ready: 'editing' })).toBe(true);
      expect([HAS_COMMANDES.message, T.remove.failed]).toContain(deleteError);
    }
    if (snapshot.matches('deleted')) expect(effects.deleted).toEqual([ACCOUNT_DELETION_MESSAGES.deletedByStaff]);
    else expect(effects.deleted).toEqual([]);
    // A refused save leaves the account as the server last gave it.
    if (effects.saved.length === 0 && compte) expect(compte).toEqual(COMPTE);
    if (compte && effects.saved.length > 0) expect(compte).toEqual(SAVED);
    // A refusal reaches the form with the server's error, for its fields and its message.
    for (const failure of effects.saveFailures) expect(failure).toBe(LOGIN_TAKEN);
  },
});
