import { expect } from 'vitest';
import { isCancellable } from '../../../domain/subscription/cancellation.ts';
import {
  subscriptionCancelImplementations,
  subscriptionCancelMachine,
  type SubscriptionCancelMachine,
} from '../../../machines/subscriptionCancel/subscriptionCancelMachine.ts';
import { selectDialog } from '../../../machines/subscriptionCancel/selectors.ts';
import type { Abonnement } from '../../../machines/subscriptionCancel/types.ts';
import { ApiError } from '../../../src/lib/api/apiError.ts';
import { actorDone, actorError, createMachineModel, type ModelEvent } from '../modelRunner.ts';

/** The subscription cancel machine's model: two renewing subscriptions, one already cancelled, stand-in answers. */

export function abonnement(Id: number, overrides: Partial<Abonnement> = {}): Abonnement {
  return {
    Id,
    IdProduit: 31,
    Libelle: `Abonnement ${Id}`,
    IdCommande: 100 + Id,
    NumeroCommande: `CMD-2026-0000${Id}`,
    DateDebut: '2026-02-01',
    DateFin: '2027-01-31',
    Renouvellement: true,
    DateResiliation: null,
    Actif: true,
    ...overrides,
  };
}

export const PREMIUM = abonnement(1, { Libelle: 'Abonnement Premium' });
export const DECOUVERTE = abonnement(2, { Libelle: 'Abonnement Découverte', DateFin: '2026-12-31' });
export const ANCIEN = abonnement(3, {
  Libelle: 'Abonnement Essentiel',
  Renouvellement: false,
  DateResiliation: '2026-01-10T09:30:00Z',
});

/** What the server answers Abonnement_Resilier with: the same subscription, no longer renewing. */
export function resilie(subscription: Abonnement): Abonnement {
  return { ...subscription, Renouvellement: false, DateResiliation: '2026-03-15T10:00:00Z' };
}

export const SERVICE_DOWN = new ApiError(
  'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
  503,
);

/** Where the machine's `cancelled` effect goes; a UI test points it at the page's own effect. */
export const cancelledSink: { reported: Abonnement[]; then: ((abonnement: Abonnement) => void) | null } = {
  reported: [],
  then: null,
};

export function resetCancelledSink(): void {
  cancelledSink.reported.length = 0;
  cancelledSink.then = null;
}

const events: ModelEvent<SubscriptionCancelMachine>[] = [
  { type: 'subscriptionCancel.request', abonnement: PREMIUM },
  { type: 'subscriptionCancel.request', abonnement: DECOUVERTE },
  // Never accepted: there is nothing left to cancel.
  { type: 'subscriptionCancel.request', abonnement: ANCIEN },
  { type: 'subscriptionCancel.confirm' },
  { type: 'subscriptionCancel.dismiss' },
  { type: 'subscriptionCancel.retry' },
  actorDone('resilierAbonnement', resilie(PREMIUM)),
  actorDone('resilierAbonnement', resilie(DECOUVERTE)),
  actorError('resilierAbonnement', SERVICE_DOWN),
  // A fault of ours, not a refusal the server explained: nothing of it is shown.
  actorError('resilierAbonnement', new Error('boom')),
];

const { actions } = subscriptionCancelImplementations({
  api: { resilier: () => Promise.reject(new Error('held by the model')) },
  cancelled: (cancelled) => {
    cancelledSink.reported.push(cancelled);
    cancelledSink.then?.(cancelled);
  },
});

export const subscriptionCancelModel = createMachineModel({
  machine: subscriptionCancelMachine,
  events,
  // The server answers with the subscription that was asked for: other combinations are not paths.
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      abonnement: snapshot.context.abonnement?.Id ?? null,
      cancellable: snapshot.context.abonnement ? isCancellable(snapshot.context.abonnement) : null,
      error: snapshot.context.error,
    }),
  implementations: { actions },
  invariant: (snapshot) => {
    const dialog = selectDialog(snapshot);
    // The confirmation is open exactly while a cancellation is asked for, and only for a renewing subscription.
    const asking = (['confirming', 'cancelling', 'failed'] as const).some((state) => snapshot.matches(state));
    expect(dialog.open).toBe(asking);
    if (dialog.open) expect(isCancellable(dialog.abonnement)).toBe(true);
    if (snapshot.matches('done')) {
      // Done means the server's answer was reported, and that it no longer renews.
      expect(cancelledSink.reported.at(-1)).toBe(snapshot.context.abonnement);
      expect(isCancellable(snapshot.context.abonnement!)).toBe(false);
    }
    if (!snapshot.matches('failed')) expect(snapshot.context.error).toBeNull();
  },
});
