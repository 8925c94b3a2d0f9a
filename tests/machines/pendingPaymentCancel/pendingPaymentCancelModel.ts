import { expect } from 'vitest';
import {
  pendingPaymentCancelImplementations,
  pendingPaymentCancelMachine,
} from '../../../machines/pendingPaymentCancel/pendingPaymentCancelMachine.ts';
import { selectDialog } from '../../../machines/pendingPaymentCancel/selectors.ts';
import type { BoCommande } from '../../../machines/pendingPaymentCancel/types.ts';
import { PENDING_PAYMENT_REFUSALS } from '../../../domain/order/pendingPayment.ts';
import { ETAT_COMMANDE } from '../../../domain/referenceIds.ts';
import { ApiError } from '../../../src/lib/api/apiError.ts';
import { confirmedCallModel, ReportedSink } from '../confirmedCall/confirmedCallModel.ts';

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
export const cancelledSink = new ReportedSink<BoCommande>();

export const resetCancelledSink = cancelledSink.reset;

const { actions } = pendingPaymentCancelImplementations({
  api: { annulerPaiement: () => Promise.reject(new Error('held by the model')) },
  cancelled: cancelledSink.report,
});

export const pendingPaymentCancelModel = confirmedCallModel({
  machine: pendingPaymentCancelMachine,
  id: 'pendingPaymentCancel',
  call: 'annulerPaiement',
  calling: 'cancelling',
  // The last is never accepted: no attempt awaits the bank.
  requests: { accepted: [{ commande: PENDING_1 }, { commande: PENDING_2 }], refused: { commande: SETTLED } },
  answers: [cancelledOf(PENDING_1), cancelledOf(PENDING_2)],
  refusal: PROVIDER_REFUSED,
  implementations: { actions },
  sink: cancelledSink,
  held: ({ commande }) => ({ commande: commande?.Commande.Id ?? null, pending: commande?.PeutAnnulerPaiement ?? null }),
  answered: ({ commande }) => commande,
  dialog: selectDialog,
  // The confirmation opens only for an order awaiting the bank.
  expectAsked: ({ commande }) => expect(commande.PeutAnnulerPaiement).toBe(true),
  // Once done, nothing awaits the bank any more.
  expectDone: (commande) => {
    expect(commande.PaiementEnAttente).toBeNull();
    expect(commande.Commande.Payable).toBe(true);
  },
});
