import { backOfficeListTexts } from '../listTexts.ts';
/** What the back office's order actions are called and what they answer (Commande_Etat_Update). */
export const BO_COMMANDE_ACTIONS = ['passerEnCours', 'terminer', 'annuler'] as const;

export type BoCommandeAction = (typeof BO_COMMANDE_ACTIONS)[number];

/** Why an action the order's state does not allow is refused (409); the order is left as it was. */
export const BO_COMMANDE_REFUSALS: Readonly<Record<BoCommandeAction, (etat: string) => string>> = {
  passerEnCours: (etat) => `Seule une commande payée peut passer en cours : celle-ci est « ${etat} ».`,
  terminer: (etat) => `Seule une commande en cours peut être terminée : celle-ci est « ${etat} ».`,
  annuler: (etat) =>
    `Cette commande ne peut pas être annulée : elle est « ${etat} » (un paiement en attente de décision de la banque, ou une commande déjà annulée ou remboursée).`,
};

export const BO_COMMANDE_NOT_FOUND = "Cette commande n'existe pas.";
export const BO_INVOICE_NOT_FOUND = "Cette facture n'existe pas ou n'appartient pas à ce compte.";

/** Words of the back office's order and invoice screens. */
export const ADMIN_COMMANDE_TEXTS = {
  ...backOfficeListTexts('Commandes', 'commandes', {
    singular: 'commande',
    plural: 'commandes',
    none: 'Aucune commande',
  }),
  emptyAll: "Aucune commande n'a encore été passée.",
  loadFailed: "Les commandes n'ont pas pu être chargées.",
  searchLabel: 'Numéro, client ou société',
  stateLabel: 'État',
  allStates: 'Tous les états',
  accountLabel: 'N° de compte',
  dateFromLabel: 'Passée depuis le',
  dateToLabel: "Passée jusqu'au",
  columns: {
    numero: 'Numéro',
    date: 'Date',
    client: 'Client',
    etat: 'État',
    total: 'Total TTC',
    facture: 'Facture',
  },
  noInvoice: 'Aucune',
  openRow: (numero: string) => `Ouvrir la commande ${numero}`,
  openInvoice: (numero: string) => `Facture ${numero}`,
  detailTitle: (numero: string) => `Commande ${numero}`,
  close: 'Fermer la commande',
  customer: 'Client',
  account: (id: number) => `Compte n° ${id}`,
  placedOn: (date: string) => `Passée le ${date}`,
  loadCommandeFailed: "La commande n'a pas pu être chargée.",
  actions: {
    title: 'Suivi de la commande',
    none: "Cette commande n'attend plus aucune action.",
    start: 'Passer en cours',
    complete: 'Terminer',
    cancel: 'Annuler la commande',
    pending: 'Enregistrement...',
    confirmStartTitle: (numero: string) => `Passer la commande ${numero} en cours ?`,
    confirmStart:
      'La commande passera « En cours » : la prestation achetée a commencé. Le client le verra dans ses commandes.',
    confirmCompleteTitle: (numero: string) => `Terminer la commande ${numero} ?`,
    confirmComplete:
      'La commande passera « Terminée » : la prestation achetée est rendue. Le client le verra dans ses commandes.',
    confirmCancelTitle: (numero: string) => `Annuler la commande ${numero} ?`,
    confirmCancelUnpaid:
      "La commande n'est pas payée : elle passera « Annulée » et ne pourra plus être payée. Aucune facture n'a été émise.",
    confirmCancelPaid:
      'La commande est payée : elle passera « Remboursée » et un avoir du montant de sa facture sera émis. Le remboursement lui-même se fait depuis le back-office du prestataire de paiement.',
    keep: 'Ne rien changer',
    started: 'La commande est passée en cours.',
    completed: 'La commande est terminée.',
    cancelled: 'La commande est annulée.',
    refunded: 'La commande est remboursée : son avoir est en cours d’émission.',
  },
} as const;
