import { expect } from 'vitest';
import { deliveryRunImplementations, deliveryRunMachine } from '../../../machines/deliveryRun/deliveryRunMachine.ts';
import { selectRunDialog } from '../../../machines/deliveryRun/selectors.ts';
import type { ResultatLivraison } from '../../../machines/deliveryRun/types.ts';
import { ApiError } from '../../../src/lib/api/apiError.ts';
import type { LivraisonResume } from '../../../machines/deliveryRetry/types.ts';
import { confirmedCallModel, ReportedSink } from '../confirmedCall/confirmedCallModel.ts';

/** The delivery run machine's model: a run that delivers, one with nothing to deliver, one refused. */

export function livraisonResume(id: number, overrides: Partial<LivraisonResume> = {}): LivraisonResume {
  return {
    Id: id,
    Etat: 'envoyee',
    DateCreation: '2026-11-28T05:00:00Z',
    Declencheur: 'backOffice',
    VersionOnix: '3.1',
    NombreProduits: 3,
    Acceptes: 0,
    AvecRemarques: 0,
    Rejetes: 0,
    Tentatives: 1,
    DateProchaineTentative: null,
    DerniereErreur: null,
    DateEnvoi: '2026-11-28T05:00:02Z',
    DateAccuse: null,
    ...overrides,
  };
}

export const DELIVERED: ResultatLivraison = {
  Livraison: livraisonResume(12),
  Message: 'Livraison n° 12 envoyée : 3 publications.',
};
export const NOTHING_TO_DELIVER: ResultatLivraison = { Livraison: null, Message: 'Aucune publication à livrer.' };

/** Another process is delivering (409). */
export const ALREADY_RUNNING = new ApiError('Une livraison est déjà en cours.', 409);

export const deliveredSink = new ReportedSink<ResultatLivraison>();

export const resetDeliveredSink = deliveredSink.reset;

const { actions } = deliveryRunImplementations({
  api: { livrer: () => Promise.reject(new Error('held by the model')) },
  delivered: deliveredSink.report,
});

export const deliveryRunModel = confirmedCallModel({
  machine: deliveryRunMachine,
  id: 'deliveryRun',
  call: 'livrer',
  calling: 'delivering',
  // Every request opens the confirmation: the server alone knows what there is to deliver.
  requests: { accepted: [{}] },
  answers: [DELIVERED, NOTHING_TO_DELIVER],
  refusal: ALREADY_RUNNING,
  implementations: { actions },
  sink: deliveredSink,
  held: ({ resultat }) => ({ resultat: resultat?.Message ?? null }),
  answered: ({ resultat }) => resultat,
  dialog: selectRunDialog,
  // The run has no subject: the dialog only says that it asks.
  expectAsked: (dialog) => expect(dialog).toMatchObject({ open: true }),
  // Once done, what the server said is there to show.
  expectDone: (resultat) => expect(resultat.Message).not.toBe(''),
});
