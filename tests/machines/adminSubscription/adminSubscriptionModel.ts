import { expect } from 'vitest';
import {
  ADMIN_SUBSCRIPTION_TEXTS as T,
  BO_SUBSCRIPTION_NOT_FOUND,
  SUBSCRIPTION_ENDED,
} from '../../../domain/subscription/boSubscriptionTexts.ts';
import {
  adminSubscriptionImplementations,
  adminSubscriptionMachine,
  type AdminSubscriptionMachine,
} from '../../../machines/adminSubscription/adminSubscriptionMachine.ts';
import type { AbonnementBO } from '../../../machines/adminSubscription/types.ts';
import { ApiError } from '../../../src/lib/api/apiError.ts';
import { actorDone, actorError, createMachineModel, type ModelEvent } from '../modelRunner.ts';

/** The admin subscription machine's model: a subscription loaded or missing, cancelled, refused or kept. */

export const ACTIVE: AbonnementBO = {
  Abonnement: {
    Id: 5,
    IdProduit: 4,
    Libelle: 'Abonnement Premium (12 mois)',
    IdCommande: 31,
    NumeroCommande: 'C2026-000031',
    DateDebut: '2026-03-04',
    DateFin: '2027-03-04',
    Renouvellement: true,
    DateResiliation: null,
    Actif: true,
  },
  Client: { IdPersonne: 7, Login: 'odile@example.org', Prenom: 'Odile', Nom: 'Lebrun', RaisonSociale: null },
  Etat: 'actif',
  PeutResilier: true,
};
const CANCELLED: AbonnementBO = {
  ...ACTIVE,
  Abonnement: { ...ACTIVE.Abonnement, Renouvellement: false, DateResiliation: '2026-05-06T08:30:00.000Z' },
  Etat: 'resilie',
  PeutResilier: false,
};
const ENDED: AbonnementBO = {
  ...ACTIVE,
  Abonnement: { ...ACTIVE.Abonnement, DateFin: '2026-04-01', Actif: false },
  Etat: 'termine',
  PeutResilier: false,
};

const NOT_FOUND = new ApiError(BO_SUBSCRIPTION_NOT_FOUND, 404);
const REFUSED = new ApiError(SUBSCRIPTION_ENDED, 409);

/** Where the machine's effects go. */
export const effects: { cancelled: AbonnementBO[] } = { cancelled: [] };

export function resetEffects(): void {
  effects.cancelled.length = 0;
}

const events: ModelEvent<AdminSubscriptionMachine>[] = [
  { type: 'adminSubscription.retryLoad' },
  { type: 'adminSubscription.cancel' },
  { type: 'adminSubscription.confirmCancel' },
  { type: 'adminSubscription.dismissCancel' },
  actorDone('loadAbonnement', ACTIVE),
  actorError('loadAbonnement', NOT_FOUND),
  // The service down: not a missing subscription, a failure to retry.
  actorError('loadAbonnement', new Error('network down')),
  actorDone('resilierAbonnement', CANCELLED),
  actorError('resilierAbonnement', REFUSED),
  // A fault of ours, not a refusal the server explained: the general message is shown.
  actorError('resilierAbonnement', new Error('boom')),
  // Read again after a refusal: it has ended meanwhile, or it cannot be read and stays as it was.
  actorDone('rereadAbonnement', ENDED),
  actorError('rereadAbonnement', new Error('network down')),
];

const { actions } = adminSubscriptionImplementations({
  api: {
    load: () => Promise.reject(new Error('held by the model')),
    resilier: () => Promise.reject(new Error('held by the model')),
  },
  cancelled: (abonnement) => effects.cancelled.push(abonnement),
});

export const adminSubscriptionModel = createMachineModel({
  machine: adminSubscriptionMachine,
  input: { id: ACTIVE.Abonnement.Id },
  events,
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      etat: snapshot.context.abonnement?.Etat ?? null,
      loadError: snapshot.context.loadError,
      cancelError: snapshot.context.cancelError,
    }),
  implementations: { actions },
  invariant: (snapshot) => {
    const { abonnement, loadError, cancelError } = snapshot.context;
    // The subscription is there exactly when its page shows it.
    expect(abonnement !== null).toBe(snapshot.matches('ready'));
    expect(loadError !== null).toBe(snapshot.matches('loadFailed'));
    if (loadError !== null) expect(loadError).toBe(T.loadSubscriptionFailed);
    // A refusal is said with the server's reason, or the general message for a fault of ours.
    if (cancelError !== null) {
      expect(snapshot.matches({ ready: 'idle' }) || snapshot.matches({ ready: 'rereading' })).toBe(true);
      expect([SUBSCRIPTION_ENDED, T.cancel.failed]).toContain(cancelError);
    }
    // Reported once, with the server's answer, exactly when the cancellation went through.
    expect(effects.cancelled).toEqual(abonnement?.Etat === 'resilie' ? [CANCELLED] : []);
    // « Résilier » is offered only for an active, renewing subscription.
    expect(snapshot.can({ type: 'adminSubscription.cancel' })).toBe(
      snapshot.matches({ ready: 'idle' }) && abonnement?.Etat === 'actif',
    );
  },
});
