import { expect } from 'vitest';
import {
  paymentCheckImplementations,
  paymentCheckMachine,
  type PaymentCheckMachine,
} from '../../../machines/paymentCheck/paymentCheckMachine.ts';
import type { EtatPaiementCommande } from '../../../machines/paymentCheck/types.ts';
import { COMMANDE_TEXTS } from '../../../domain/order/commandeTexts.ts';
import { ApiError } from '../../../src/lib/api/apiError.ts';
import { actorDone, actorError, createMachineModel, type ModelEvent } from '../modelRunner.ts';

/** The payment check machine's model: the order's payment read as the provider has not, then has, settled it. */

export const ID_COMMANDE = 41;

export function etat(Issue: EtatPaiementCommande['Issue']): EtatPaiementCommande {
  return {
    IdCommande: ID_COMMANDE,
    Numero: 'C2026-000041',
    IdEtatCommande: Issue === 'succes' ? 3 : 2,
    EtatCommande: Issue === 'succes' ? 'Payée' : 'En attente de paiement',
    TotalTTCCentimes: 1500,
    EtatPaiement: Issue === 'enCours' ? 'redirected' : Issue === 'succes' ? 'succeeded' : 'refused',
    Issue,
  };
}

export const UNAVAILABLE = new ApiError('Le service est momentanément indisponible.', 503);
export const NOT_FOUND = new ApiError(COMMANDE_TEXTS.notFound.message, 404);

/** The outcomes handed over to the outcome's page. */
export const settled: EtatPaiementCommande[] = [];

const events: ModelEvent<PaymentCheckMachine>[] = [
  { type: 'paymentCheck.retry' },
  actorDone('readState', etat('enCours')),
  actorDone('readState', etat('succes')),
  actorDone('readState', etat('echec')),
  actorError('readState', UNAVAILABLE),
  actorError('readState', NOT_FOUND),
  actorDone('pause'),
  actorError('pause'),
];

const { actions } = paymentCheckImplementations({
  api: { etat: () => Promise.reject(new Error('held by the model')) },
  pause: () => Promise.reject(new Error('held by the model')),
  settled: (reached) => settled.push(reached),
});

// Two readings before giving up keep the graph small; the page waits MAX_READINGS.
export const paymentCheckModel = createMachineModel({
  machine: paymentCheckMachine,
  events,
  input: { idCommande: ID_COMMANDE, maxReadings: 2 },
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      readings: Math.min(snapshot.context.readings, 2),
      issue: snapshot.context.etat?.Issue ?? null,
      error: snapshot.context.error !== null,
    }),
  implementations: { actions },
  invariant: (snapshot) => {
    // The page hands over exactly once, with a settled outcome, and never while waiting for the provider.
    expect(settled.length).toBe(snapshot.matches('settled') ? 1 : 0);
    if (snapshot.matches('settled')) expect(settled[0]!.Issue).not.toBe('enCours');
  },
});
