import { expect } from 'vitest';
import type { FormulairePaiement } from '../../machines/checkout/types.ts';
import {
  createPaymentStartMachine,
  paymentStartMachine,
  type PaymentStartMachine,
} from '../../machines/paymentStart/paymentStartMachine.ts';
import { ApiError } from '../../src/lib/api/apiError.ts';
import { describeMachinePaths } from './machinePathsSuite.ts';
import { actorDone, actorError, createMachineModel, type ModelEvent } from './modelRunner.ts';

const FORMULAIRE: FormulairePaiement = { IdPaiement: 1, Url: 'http://127.0.0.1/p', Champs: { signature: 'x' } };
const redirected: FormulairePaiement[] = [];

const events: ModelEvent<PaymentStartMachine>[] = [
  { type: 'paymentStart.start' },
  actorDone('startPayment', FORMULAIRE),
  actorError('startPayment', new ApiError('Cette commande est déjà payée.', 409)),
];

const provided = createPaymentStartMachine({
  startPayment: () => Promise.reject(new Error('held by the model')),
  redirect: (formulaire) => redirected.push(formulaire),
});

const model = createMachineModel({
  machine: paymentStartMachine,
  events,
  input: { idCommande: 41, idempotencyKey: 'cle' },
  implementations: { actions: provided.implementations.actions },
  invariant: (snapshot) => {
    expect(redirected.length).toBe(snapshot.matches('redirecting') ? 1 : 0);
    if (snapshot.matches('failed')) expect(snapshot.context.error).toBe('Cette commande est déjà payée.');
  },
});

describeMachinePaths('payment start machine', model, 'paymentStartMachine', {
  reset: () => {
    redirected.length = 0;
  },
});
