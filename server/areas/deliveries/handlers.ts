import type { HandlerMap } from '../../platform/http/contractRoutes.ts';
import { valuesOf, type AppDependencies } from '../../platform/http/dependencies.ts';
import { HttpError } from '../../platform/http/httpError.ts';
import { pagedAnswer } from '../../platform/http/pagedAnswer.ts';
import { onixSenderOf } from '../onix/public.ts';
import { deliverNow, type DeliveryRun } from './deliverNow.ts';
import { deliveryDeps } from './deliveryDeps.ts';
import {
  deliveryFile,
  listDeliveries,
  readDeliveryDetail,
  readDeliverySummary,
  reopenFailedDelivery,
} from './repository.ts';
import { sendDueDelivery, type UploadOutcome } from './sending.ts';
import { DELIVERY_TEXTS } from './texts.ts';
import { toLivraison, toLivraisonResume } from './view.ts';

const notFound = () => new HttpError(404, DELIVERY_TEXTS.notFound);

function refusedNote(refused: readonly number[]): string {
  return refused.length === 0 ? '' : DELIVERY_TEXTS.refused(refused);
}

function messageOf(run: Extract<DeliveryRun, { kind: 'prepared' }>, outcome: UploadOutcome | undefined): string {
  const { idLivraison, publications, withdrawals } = run;
  const what =
    outcome === undefined
      ? DELIVERY_TEXTS.preparedOnly(idLivraison, publications, withdrawals)
      : outcome.sent
        ? DELIVERY_TEXTS.sent(idLivraison, publications, withdrawals)
        : DELIVERY_TEXTS.prepared(idLivraison, publications, withdrawals, outcome.error);
  return what + refusedNote(run.refused);
}

/** The back office's deliveries to the catalogue: the list, one delivery, « Livrer maintenant », « Relancer », the file. */
export function deliveryHandlers({ db, config, mailer }: AppDependencies): HandlerMap {
  const deps = deliveryDeps({
    db,
    mailer,
    catalogue: config.catalogue,
    publicUrl: config.publicUrl,
    sender: onixSenderOf(config.seller),
  });

  const summaryOf = async (id: number) => {
    const row = await readDeliverySummary(db, id);
    if (!row) throw notFound();
    return row;
  };

  return {
    BO_Livraison_Livraison_GetAll_List: async (request) =>
      pagedAnswer(db, valuesOf(request, 'Requete_BOLivraisonGetAllList'), listDeliveries, toLivraisonResume),

    BO_Livraison_Livraison_Get: async (request) => {
      const { Id } = valuesOf(request, 'Requete_Id');
      const row = await summaryOf(Id);
      const detail = await readDeliveryDetail(db, Id);
      if (!detail) throw notFound();
      return toLivraison(row, detail);
    },

    BO_Livraison_Livraison_Livrer: async () => {
      const run = await deliverNow(deps, 'backOffice');
      if (run.kind === 'busy') throw new HttpError(409, DELIVERY_TEXTS.alreadyRunning);
      if (run.kind === 'nothing') {
        return { Livraison: null, Message: DELIVERY_TEXTS.nothingToDeliver + refusedNote(run.refused) };
      }
      const outcome = await sendDueDelivery(deps, run.idLivraison);
      return { Livraison: toLivraisonResume(await summaryOf(run.idLivraison)), Message: messageOf(run, outcome) };
    },

    BO_Livraison_Livraison_Relancer: async (request) => {
      const { Id } = valuesOf(request, 'Requete_Id');
      if (!(await reopenFailedDelivery(db, Id))) {
        await summaryOf(Id);
        throw new HttpError(409, DELIVERY_TEXTS.onlyFailedRelaunched);
      }
      await sendDueDelivery(deps, Id);
      return toLivraisonResume(await summaryOf(Id));
    },

    BO_Livraison_Livraison_Fichier: async (request, reply) => {
      const { Id } = valuesOf(request, 'Requete_Id');
      const fichier = await deliveryFile(db, Id);
      if (fichier === undefined) throw notFound();
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${DELIVERY_TEXTS.fileName(Id)}"`)
        .header('cache-control', 'private, no-store')
        .send(fichier);
    },
  };
}
