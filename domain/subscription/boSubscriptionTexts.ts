import { backOfficeListTexts } from '../listTexts.ts';
/** What the back office answers about a subscription. */
export const BO_SUBSCRIPTION_NOT_FOUND = "Cet abonnement n'existe pas.";
/** A subscription whose period is over has nothing left to cancel. */
export const SUBSCRIPTION_ENDED = 'Cet abonnement est terminé : il ne peut plus être résilié.';

/** The back office's words for a subscription's state (AbonnementBO.Etat). */
export const BO_SUBSCRIPTION_ETATS = {
  actif: 'Actif',
  resilie: 'Résilié',
  termine: 'Terminé',
} as const;

/** Words of the back office's subscription screens. */
export const ADMIN_SUBSCRIPTION_TEXTS = {
  ...backOfficeListTexts('Abonnements', 'abonnements', {
    singular: 'abonnement',
    plural: 'abonnements',
    none: 'Aucun abonnement',
  }),
  emptyAll: "Aucun abonnement n'a encore été souscrit.",
  loadFailed: "Les abonnements n'ont pas pu être chargés.",
  searchLabel: 'Client, société ou produit',
  stateLabel: 'État',
  allStates: 'Tous les états',
  dateFromLabel: 'Commencé depuis le',
  dateToLabel: "Commencé jusqu'au",
  columns: {
    libelle: 'Produit',
    client: 'Client',
    debut: 'Début',
    fin: 'Fin',
    etat: 'État',
  },
  statePrefix: 'État : ',
  openRow: (libelle: string, client: string) => `Ouvrir l'abonnement « ${libelle} » de ${client}`,
  detailLead: (id: number, client: string) => `Abonnement n° ${id} de ${client}`,
  detailFallbackTitle: 'Abonnement',
  notFoundTitle: 'Abonnement introuvable',
  backToList: 'Voir les abonnements',
  loadSubscriptionFailed: "L'abonnement n'a pas pu être chargé.",
  subscriber: 'Abonné',
  account: (id: number) => `Compte n° ${id}`,
  product: 'Produit',
  period: 'Période',
  facts: {
    label: "L'abonnement",
    debut: 'Début',
    fin: 'Fin de la période en cours',
    renouvellement: 'Renouvellement',
    renews: 'Automatique',
    noRenewal: 'Aucun',
    resiliation: 'Résilié le',
    commande: 'Commande',
    factures: 'Factures',
    noInvoice: 'Aucune',
    invoice: (numero: string) => `Facture ${numero}`,
    creditNote: (numero: string) => `Avoir ${numero}`,
  },
  openCommande: (numero: string) => `Commande ${numero}`,
  cancel: {
    title: 'Résiliation',
    button: 'Résilier',
    hint: "Le renouvellement s'arrête ; l'abonnement reste actif jusqu'à la fin de la période déjà payée.",
    alreadyCancelled: (date: string, fin: string) =>
      `Cet abonnement a été résilié le ${date} : il ne sera pas renouvelé et reste actif jusqu'au ${fin}.`,
    notRenewing: "Cet abonnement ne se renouvelle pas : il n'y a rien à résilier.",
    confirmTitle: (libelle: string) => `Résilier l'abonnement «\u00a0${libelle}\u00a0»\u00a0?`,
    confirmText: (client: string, fin: string) =>
      `L'abonnement de ${client} ne sera pas renouvelé. Il reste actif jusqu'au ${fin}. Le client le verra dans ses abonnements.`,
    keep: 'Ne rien changer',
    confirm: 'Confirmer la résiliation',
    pending: 'Résiliation en cours...',
    done: (libelle: string, fin: string) => `L'abonnement « ${libelle} » est résilié. Il reste actif jusqu'au ${fin}.`,
    failed: "La résiliation n'a pas abouti : l'abonnement est inchangé.",
  },
} as const;
