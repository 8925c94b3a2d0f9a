import type { PaymentAttemptState } from './paymentOutcomes.ts';

const COMMANDE = 'Commande';

/** What « Mes commandes » and an order's page say. */
export const COMMANDE_TEXTS = {
  listTitle: 'Mes commandes',
  listLead: "Vos commandes passées sur le portail, les plus récentes d'abord.",
  empty: "Vous n'avez encore passé aucune commande.",
  browseCatalogue: 'Découvrir nos services',
  pagerLabel: 'Pages de mes commandes',
  backToList: '← Mes commandes',
  /** The word before an order's number in its title, which the page keeps on one line. */
  titleWord: COMMANDE,
  title: (numero: string) => `${COMMANDE} ${numero}`,
  notFound: {
    title: 'Commande introuvable',
    message: "Cette commande n'existe pas ou ne fait pas partie de vos commandes.",
  },
  noPayment: "Aucun paiement n'a encore été tenté pour cette commande.",
  noInvoice: 'La facture sera émise dès que le paiement aura été accepté.',
  invoicePending:
    "Le paiement est accepté : la facture est en cours d'émission et apparaîtra ici dans quelques instants.",
  unknownCard: 'Non communiqué',
} as const;

/** A payment attempt's state (PaiementCommande.Etat) as the customer reads it. */
export const PAYMENT_STATE_LABELS: Readonly<Record<PaymentAttemptState, string>> = {
  created: 'Initié',
  redirected: 'En cours chez la banque',
  succeeded: 'Accepté',
  pending: 'En attente de validation',
  refused: 'Refusé',
  abandoned: 'Abandonné',
  errored: 'Erreur technique',
  expired: 'Expiré',
  cancelled: 'Annulé',
};
