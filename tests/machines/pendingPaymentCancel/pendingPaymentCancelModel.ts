import { expect } from 'vitest';
import {
  pendingPaymentCancelImplementations,
  pendingPaymentCancelMachine,
  type PendingPaymentCancelMachine,
} from '../../../machines/pendingPaymentCancel/pendingPaymentCancelMachine.ts';
import { selectDialog } from '../../../machines/pendingPaymentCancel/selectors.ts';
import type { BoCommande } from '../../../machines/pendingPaymentCancel/types.ts';
import { PENDING_PAYMENT_REFUSALS } from '../../../domain/order/pendingPayment.ts';
import { ETAT_COMMANDE } from '../../../domain/referenceIds.ts';
import { ApiError } from '../../../src/lib/api/apiError.ts';
import { actorDone, actorError, createMachineModel, type ModelEvent } from '../modelRunner.ts';

/** The pending payment cancel machine's model: two orders awaiting the bank, one that does not, stand-in answers. */

export function boCommande(Id: number, pending: boolean): BoCommande {
  return {
    Commande: {
      Id,
      Numero: `C2026-00000${Id}`,
      DatePassage: '2026-03-04T10:00:00Z',
      IdEtatCommande: pending ? ETAT_COMMANDE.paiementEnAttenteDeValidation : ETAT_COMMANDE.enAttenteDePaiement,
      EtatCommande: pending ? 'Paiement en attente de validation par la banque' : 'En attente de paiement',
      TotalTTCCentimes: 4900,
      Lignes: [],
      CodeReduction: null,
      MontantProduitsTTCCentimes: 4900,
      MontantReductionTTCCentimes: 0,
      TotalHTCentimes: 4083,
      TotalTVACentimes: 817,
      Facturation: {
        Civilite: 'Mme',
        Prenom: 'Odile',
        Nom: 'Lebrun',
        Email: 'odile@example.org',
        RaisonSociale: null,
        Siret: null,
        NumeroTva: null,
        Adresse: null,
      },
      VersionCGV: '2026-01',
      DemandeExecutionImmediate: true,
      RenonceDroitRetractation: true,
      Payable: !pending,
      Annulable: !pending,
      Paiements: [
        {
          Id: 10 + Id,
          DateCreation: '2026-03-04T10:01:00Z',
          Etat: pending ? 'pending' : 'cancelled',
          MontantCentimes: 4900,
          MoyenPaiement: 'CB',
          DateNotification: '2026-03-04T10:02:00Z',
        },
      ],
      Factures: [],
    },
    Client: { IdPersonne: 7, Login: 'odile@example.org', Prenom: 'Odile', Nom: 'Lebrun', RaisonSociale: null },
    PeutPasserEnCours: false,
    PeutTerminer: false,
    PeutAnnuler: !pending,
    AnnulationAvecAvoir: false,
    PeutAnnulerPaiement: pending,
    PaiementEnAttente: pending
      ? {
          IdPaiement: 10 + Id,
          DateCreation: '2026-03-04T10:01:00Z',
          DateNotification: '2026-03-04T10:02:00Z',
          MontantCentimes: 4900,
          ReferenceTransaction: `uuid-${Id}`,
          NumeroTransaction: `00001${Id}`,
          StatutPrestataire: 'AUTHORISED_TO_VALIDATE',
          ValableJusquAu: '2026-03-11T10:01:00Z',
        }
      : null,
    PaiementsARembourser: [],
  };
}

export const PENDING_1 = boCommande(1, true);
export const PENDING_2 = boCommande(2, true);
/** Nothing to cancel: its attempt was already cancelled. */
export const SETTLED = boCommande(3, false);

/** What the server answers Paiement_Annuler with: the same order, payable again. */
export function cancelledOf(commande: BoCommande): BoCommande {
  return boCommande(commande.Commande.Id, false);
}

export const PROVIDER_REFUSED = new ApiError(
  PENDING_PAYMENT_REFUSALS.providerRefused('La transaction est CAPTURED : elle ne peut plus être annulée.'),
  502,
);

/** Where the machine's `cancelled` effect goes; a UI test points it at the page's own effect. */
export const cancelledSink: { reported: BoCommande[] } = { reported: [] };

export function resetCancelledSink(): void {
  cancelledSink.reported.length = 0;
}

const events: ModelEvent<PendingPaymentCancelMachine>[] = [
  { type: 'pendingPaymentCancel.request', commande: PENDING_1 },
  { type: 'pendingPaymentCancel.request', commande: PENDING_2 },
  // Never accepted: no attempt awaits the bank.
  { type: 'pendingPaymentCancel.request', commande: SETTLED },
  { type: 'pendingPaymentCancel.confirm' },
  { type: 'pendingPaymentCancel.dismiss' },
  { type: 'pendingPaymentCancel.retry' },
  actorDone('annulerPaiement', cancelledOf(PENDING_1)),
  actorDone('annulerPaiement', cancelledOf(PENDING_2)),
  actorError('annulerPaiement', PROVIDER_REFUSED),
  // A fault of ours, not a refusal the server explained: nothing of it is shown.
  actorError('annulerPaiement', new Error('boom')),
];

const { actions } = pendingPaymentCancelImplementations({
  api: { annulerPaiement: () => Promise.reject(new Error('held by the model')) },
  cancelled: (commande) => {
    cancelledSink.reported.push(commande);
  },
});

export const pendingPaymentCancelModel = createMachineModel({
  machine: pendingPaymentCancelMachine,
  events,
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      commande: snapshot.context.commande?.Commande.Id ?? null,
      pending: snapshot.context.commande?.PeutAnnulerPaiement ?? null,
      error: snapshot.context.error,
    }),
  implementations: { actions },
  invariant: (snapshot) => {
    const dialog = selectDialog(snapshot);
    // The confirmation is open exactly while a cancellation is asked for, and only for an order awaiting the bank.
    const asking = (['confirming', 'cancelling', 'failed'] as const).some((state) => snapshot.matches(state));
    expect(dialog.open).toBe(asking);
    if (dialog.open) expect(dialog.commande.PeutAnnulerPaiement).toBe(true);
    if (snapshot.matches('done')) {
      // Done means the server's answer was reported, and that nothing awaits the bank any more.
      expect(cancelledSink.reported.at(-1)).toBe(snapshot.context.commande);
      expect(snapshot.context.commande?.PaiementEnAttente).toBeNull();
      expect(snapshot.context.commande?.Commande.Payable).toBe(true);
    }
    if (!snapshot.matches('failed')) expect(snapshot.context.error).toBeNull();
  },
});
