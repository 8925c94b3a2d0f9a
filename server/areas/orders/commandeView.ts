import type { StateValue } from 'xstate';
import type { components } from '../../../openapi/generated/schema.d.ts';
import { selectCanCancel, selectCanStartPayment } from '../../../machines/order/selectors.ts';
import { PAYMENT_ATTEMPT_STATES, type PaymentAttemptState } from '../../../domain/order/paymentOutcomes.ts';
import type { commandes, factures, paiements } from '../../platform/db/schema.ts';
import type { findCommandeLines } from './repository.ts';
import { toSessionFormation } from '../basket/public.ts';
import { commandeSnapshotOf } from '../payment/public.ts';

type Schemas = components['schemas'];
type CommandeRow = typeof commandes.$inferSelect;

function required<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`placed order without ${what}`);
  return value;
}

/** An order's summary; « Mes commandes » adds the articles it gives to download (`Telechargements`). */
export function toCommandeResume(
  commande: CommandeRow,
  etatCommande: string,
): Omit<Schemas['CommandeResume'], 'Telechargements'> {
  return {
    Id: commande.id,
    Numero: required(commande.numero, 'numero'),
    DatePassage: required(commande.datePassage, 'datePassage').toISOString(),
    IdEtatCommande: commande.idEtatCommande,
    EtatCommande: etatCommande,
    TotalTTCCentimes: required(commande.totalTtcCentimes, 'total'),
  };
}

function attemptState(value: unknown): PaymentAttemptState {
  const state = PAYMENT_ATTEMPT_STATES.find((candidate) => candidate === value);
  if (!state) throw new Error(`unknown payment state ${JSON.stringify(value)}`);
  return state;
}

export function toFactureResume(facture: typeof factures.$inferSelect): Schemas['FactureResume'] {
  const contenu = facture.contenu as Schemas['Facture'];
  return {
    Id: facture.id,
    Numero: facture.numero,
    DateEmission: facture.dateEmission,
    Avoir: contenu.Avoir,
    TotalTTCCentimes: contenu.TotalTTCCentimes,
  };
}

export interface CommandeParts {
  commande: CommandeRow;
  etatCommande: string;
  lines: Awaited<ReturnType<typeof findCommandeLines>>;
  payments: (typeof paiements.$inferSelect)[];
  invoices: (typeof factures.$inferSelect)[];
  /** The order's articles its buyer may download now (`findDownloadableArticles`). */
  articles: readonly Schemas['ArticleTelechargeable'][];
}

/** A placed order as the contract gives it (`Commande`): its prices as they were when it was placed. */
export function toCommande({
  commande,
  etatCommande,
  lines,
  payments,
  invoices,
  articles,
}: CommandeParts): Schemas['Commande'] {
  const snapshot = commandeSnapshotOf(commande.etatMachine as StateValue);
  const downloads = new Map(articles.map((article) => [article.IdCommandeProduit, article.Telechargement]));
  return {
    ...toCommandeResume(commande, etatCommande),
    Lignes: lines.map(({ ligne, publication, session }) => ({
      Id: ligne.id,
      IdProduit: ligne.idProduit,
      IdTypeProduit: required(ligne.idTypeProduit, 'line type'),
      Libelle: required(ligne.libelle, 'line label'),
      Quantite: ligne.quantite,
      PrixUnitaireTTCCentimes: required(ligne.prixUnitaireTtcCentimes, 'unit price'),
      PrixUnitaireHTCentimes: required(ligne.prixUnitaireHtCentimes, 'unit price HT'),
      TauxTva: required(ligne.tauxTva, 'VAT rate'),
      MontantTTCCentimes: required(ligne.montantTtcCentimes, 'amount'),
      MontantHTCentimes: required(ligne.montantHtCentimes, 'amount HT'),
      IdPublication: ligne.idPublication,
      Publication: publication ? { Id: publication.id, Ean: publication.ean, Titre: publication.titre } : null,
      IdFormation: ligne.idFormation,
      Formation: session ? toSessionFormation(session) : null,
      Telechargement: downloads.get(ligne.id) ?? null,
    })),
    CodeReduction: commande.codeReduction,
    MontantProduitsTTCCentimes: required(commande.montantProduitsTtcCentimes, 'products amount'),
    MontantReductionTTCCentimes: required(commande.montantReductionTtcCentimes, 'discount'),
    TotalHTCentimes: required(commande.totalHtCentimes, 'total HT'),
    TotalTVACentimes: required(commande.totalTvaCentimes, 'VAT'),
    Facturation: required(commande.facturation, 'billing identity') as Schemas['IdentiteFacturation'],
    VersionCGV: required(commande.versionCgv, 'CGV version'),
    DemandeExecutionImmediate: required(commande.demandeExecutionImmediate, 'immediate start'),
    RenonceDroitRetractation: required(commande.renonceDroitRetractation, 'withdrawal waiver'),
    Payable: selectCanStartPayment(snapshot),
    Annulable: selectCanCancel(snapshot),
    Paiements: payments.map((payment) => ({
      Id: payment.id,
      DateCreation: payment.dateCreation.toISOString(),
      Etat: attemptState(payment.etatMachine),
      MontantCentimes: payment.montantCentimes,
      MoyenPaiement: payment.moyenPaiement,
      DateNotification: payment.dateNotification?.toISOString() ?? null,
    })),
    Factures: invoices.map(toFactureResume),
  };
}
