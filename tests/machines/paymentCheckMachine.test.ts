import { beforeEach, describe, expect, test } from 'vitest';
import {
  MAX_READINGS,
  paymentCheckImplementations,
  paymentCheckMachine,
  type PaymentCheckMachine,
} from '../../machines/paymentCheck/paymentCheckMachine.ts';
import type { EtatPaiementCommande } from '../../machines/paymentCheck/types.ts';
import { ApiError } from '../../src/lib/api/apiError.ts';
import { actorDone, actorError, createMachineModel, type ModelEvent } from './modelRunner.ts';

function etat(Issue: EtatPaiementCommande['Issue']): EtatPaiementCommande {
  return {
    IdCommande: 41,
    Numero: 'C2026-000041',
    IdEtatCommande: Issue === 'succes' ? 3 : 2,
    EtatCommande: Issue === 'succes' ? 'Payée' : 'En attente de paiement',
    TotalTTCCentimes: 1500,
    EtatPaiement: Issue === 'enCours' ? 'redirected' : Issue === 'succes' ? 'succeeded' : 'refused',
    Issue,
  };
}

const settled: EtatPaiementCommande[] = [];

const events: ModelEvent<PaymentCheckMachine>[] = [
  { type: 'check.retry' },
  actorDone('readState', etat('enCours')),
  actorDone('readState', etat('succes')),
  actorDone('readState', etat('echec')),
  actorError('readState', new ApiError('Le service est momentanément indisponible.', 503)),
  actorDone('pause'),
  actorError('pause'),
];

const { actions } = paymentCheckImplementations({
  api: { etat: () => Promise.reject(new Error('held by the model')) },
  pause: () => Promise.reject(new Error('held by the model')),
  settled: (reached) => settled.push(reached),
});

// Two readings before giving up keep the graph small; the page waits MAX_READINGS.
const model = createMachineModel({
  machine: paymentCheckMachine,
  events,
  input: { idCommande: 41, maxReadings: 2 },
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

beforeEach(() => {
  settled.length = 0;
});

describe('payment check machine — paths generated from its definition, played on the real machine', () => {
  test.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await model.play(path);
  });

  test('the paths cover every state and transition of the machine', () => {
    model.expectFullCoverage('paymentCheckMachine');
  });

  test('waits about two minutes before giving up', () => {
    expect(MAX_READINGS * 1.5).toBeGreaterThanOrEqual(110);
  });
});
