import { expect } from 'vitest';
import { isCancellable } from '../../../domain/subscription/cancellation.ts';
import {
  subscriptionCancelImplementations,
  subscriptionCancelMachine,
} from '../../../machines/subscriptionCancel/subscriptionCancelMachine.ts';
import { selectDialog } from '../../../machines/subscriptionCancel/selectors.ts';
import type { Abonnement } from '../../../machines/subscriptionCancel/types.ts';
import { ApiError } from '../../../src/lib/api/apiError.ts';
import { confirmedCallModel, ReportedSink } from '../confirmedCall/confirmedCallModel.ts';

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
export const cancelledSink = new ReportedSink<Abonnement>();

export const resetCancelledSink = cancelledSink.reset;

const { actions } = subscriptionCancelImplementations({
  api: { resilier: () => Promise.reject(new Error('held by the model')) },
  cancelled: cancelledSink.report,
});

export const subscriptionCancelModel = confirmedCallModel({
  machine: subscriptionCancelMachine,
  id: 'subscriptionCancel',
  call: 'resilierAbonnement',
  calling: 'cancelling',
  // The last is never accepted: there is nothing left to cancel.
  requests: { accepted: [{ abonnement: PREMIUM }, { abonnement: DECOUVERTE }], refused: { abonnement: ANCIEN } },
  answers: [resilie(PREMIUM), resilie(DECOUVERTE)],
  refusal: SERVICE_DOWN,
  implementations: { actions },
  sink: cancelledSink,
  // The server answers with the subscription that was asked for: other combinations are not paths.
  held: ({ abonnement }) => ({
    abonnement: abonnement?.Id ?? null,
    cancellable: abonnement ? isCancellable(abonnement) : null,
  }),
  answered: ({ abonnement }) => abonnement,
  dialog: selectDialog,
  // The confirmation opens only for a renewing subscription.
  expectAsked: ({ abonnement }) => expect(isCancellable(abonnement)).toBe(true),
  // Once done, it no longer renews.
  expectDone: (abonnement) => expect(isCancellable(abonnement)).toBe(false),
});
