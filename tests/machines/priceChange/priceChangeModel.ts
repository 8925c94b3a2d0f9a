import { expect } from 'vitest';
import { priceChangeImplementations, priceChangeMachine } from '../../../machines/priceChange/priceChangeMachine.ts';
import {
  selectCancelDialog,
  selectScheduleRefusal,
  selectScheduling,
} from '../../../machines/priceChange/selectors.ts';
import type { PriceChangeMachine } from '../../../machines/priceChange/priceChangeMachine.ts';
import type { PrixPublication } from '../../../machines/priceChange/types.ts';
import { ApiError } from '../../../src/lib/api/apiError.ts';
import { actorDone, actorError, createMachineModel, type ModelEvent } from '../modelRunner.ts';

/** The price change machine's model: one validated publication at 18,50 €, stand-in answers. */

export const ID_PUBLICATION = 41;
export const ID_CHANGEMENT = 7;

export const SANS_CHANGEMENT: PrixPublication = {
  IdPublication: ID_PUBLICATION,
  PrixTTCCentimes: 1850,
  DateEffetMinimale: '2027-01-29',
  Prevu: null,
  Historique: [],
};

export const AVEC_CHANGEMENT: PrixPublication = {
  ...SANS_CHANGEMENT,
  Prevu: {
    Id: ID_CHANGEMENT,
    PrixTTCCentimes: 1400,
    DateEffet: '2027-02-01',
    Etat: 'prevu',
    DateCreation: '2026-12-29T09:00:00Z',
  },
};

export const DATE_TROP_TOT = new ApiError('Les données envoyées sont invalides.', 400, [
  { Champ: '/DateEffet', Message: "La date d'effet doit être au plus tôt le 29/01/2027." },
]);

export const SERVICE_DOWN = new ApiError(
  'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
  503,
);

/** What the machine reported, in order: each answer and what it was for. */
export const reported: { prices: PrixPublication; what: string }[] = [];

export function resetReported(): void {
  reported.length = 0;
}

const { actions } = priceChangeImplementations({
  api: {
    programmer: () => Promise.reject(new Error('held by the model')),
    annuler: () => Promise.reject(new Error('held by the model')),
  },
  changed: (prices, what) => reported.push({ prices, what }),
});

const events: ModelEvent<PriceChangeMachine>[] = [
  { type: 'priceChange.schedule', prixTTC: 14, dateEffet: '2027-02-01' },
  { type: 'priceChange.requestCancel', idChangement: ID_CHANGEMENT },
  { type: 'priceChange.confirmCancel' },
  { type: 'priceChange.dismiss' },
  { type: 'priceChange.retry' },
  actorDone('programmerPrix', AVEC_CHANGEMENT),
  actorError('programmerPrix', DATE_TROP_TOT),
  actorDone('annulerPrix', SANS_CHANGEMENT),
  actorError('annulerPrix', SERVICE_DOWN),
];

export const priceChangeModel = createMachineModel({
  machine: priceChangeMachine,
  input: { idPublication: ID_PUBLICATION },
  implementations: { actions },
  events,
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      idChangement: snapshot.context.idChangement,
      error: snapshot.context.error,
      fields: snapshot.context.fieldErrors.map((field) => field.Champ),
    }),
  invariant: (snapshot) => {
    const dialog = selectCancelDialog(snapshot);
    const refusal = selectScheduleRefusal(snapshot);
    // The confirmation is open exactly while a cancellation is asked, under way or failed, on the pending change.
    const cancelState = ['confirmingCancel', 'cancelling', 'cancelFailed'].includes(snapshot.value as string);
    expect(dialog.open).toBe(cancelState);
    expect(snapshot.context.idChangement).toBe(cancelState ? ID_CHANGEMENT : null);
    expect(selectScheduling(snapshot)).toBe(snapshot.matches('scheduling'));
    // Only a failure shows a reason, and only the server's; a refused date is said at its field.
    if (dialog.open) expect(dialog.error).toBe(dialog.step === 'cancelFailed' ? SERVICE_DOWN.message : null);
    if (refusal.fields.length > 0) {
      expect(refusal.fields).toEqual(DATE_TROP_TOT.errors);
      expect(refusal.message).toBe(DATE_TROP_TOT.message);
    }
    // Every answer the server gave is reported, with what it was for.
    for (const entry of reported) {
      expect(entry).toEqual(
        entry.what === 'scheduled'
          ? { prices: AVEC_CHANGEMENT, what: 'scheduled' }
          : { prices: SANS_CHANGEMENT, what: 'cancelled' },
      );
    }
  },
});
