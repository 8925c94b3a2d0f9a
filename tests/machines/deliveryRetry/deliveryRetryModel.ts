import { expect } from 'vitest';
import {
  deliveryRetryImplementations,
  deliveryRetryMachine,
} from '../../../machines/deliveryRetry/deliveryRetryMachine.ts';
import { selectRetryDialog } from '../../../machines/deliveryRetry/selectors.ts';
import type { LivraisonResume } from '../../../machines/deliveryRetry/types.ts';
import { ApiError } from '../../../src/lib/api/apiError.ts';
import { confirmedCallModel, ReportedSink } from '../confirmedCall/confirmedCallModel.ts';
import { livraisonResume } from '../deliveryRun/deliveryRunModel.ts';

/** The delivery retry machine's model: a delivery in failure, one already sent, stand-in answers. */

export const IN_FAILURE = livraisonResume(7, {
  Etat: 'echec',
  Tentatives: 6,
  DerniereErreur: 'Le catalogue ne répond pas (503).',
  DateEnvoi: null,
});
/** A delivery the catalogue received: nothing to send again. */
const SENT = livraisonResume(8);
/** What the server answers Livraison_Relancer with: the same delivery, received this time. */
export const RETRIED = livraisonResume(7, { Etat: 'envoyee', Tentatives: 1 });

export const NOT_IN_FAILURE = new ApiError('Seule une livraison en échec peut être relancée.', 409);

export const retriedSink = new ReportedSink<LivraisonResume>();

export const resetRetriedSink = retriedSink.reset;

const { actions } = deliveryRetryImplementations({
  api: { relancer: () => Promise.reject(new Error('held by the model')) },
  retried: retriedSink.report,
});

export const deliveryRetryModel = confirmedCallModel({
  machine: deliveryRetryMachine,
  id: 'deliveryRetry',
  call: 'relancerLivraison',
  calling: 'retrying',
  // The last is never accepted: that delivery is not in failure.
  requests: { accepted: [{ livraison: IN_FAILURE }], refused: { livraison: SENT } },
  answers: [RETRIED],
  refusal: NOT_IN_FAILURE,
  implementations: { actions },
  sink: retriedSink,
  held: ({ livraison }) => ({ livraison: livraison ? `${livraison.Id}:${livraison.Etat}` : null }),
  answered: ({ livraison }) => livraison,
  dialog: selectRetryDialog,
  // The confirmation opens only for a delivery in failure.
  expectAsked: ({ livraison }) => expect(livraison.Etat).toBe('echec'),
  // Once done, the delivery is out of failure.
  expectDone: (livraison) => expect(livraison.Etat).not.toBe('echec'),
});
