/** What the back office's order actions are called and what they answer (Commande_Etat_Update). */
export const BO_ORDER_ACTIONS = ['passerEnCours', 'terminer', 'annuler'] as const;

export type BoOrderAction = (typeof BO_ORDER_ACTIONS)[number];

/** Why an action the order's state does not allow is refused (409); the order is left as it was. */
export const BO_ORDER_REFUSALS: Readonly<Record<BoOrderAction, (etat: string) => string>> = {
  passerEnCours: (etat) => `Seule une commande payée peut passer en cours : celle-ci est « ${etat} ».`,
  terminer: (etat) => `Seule une commande en cours peut être terminée : celle-ci est « ${etat} ».`,
  annuler: (etat) =>
    `Cette commande ne peut pas être annulée : elle est « ${etat} » (un paiement en attente de décision de la banque, ou une commande déjà annulée ou remboursée).`,
};

export const BO_ORDER_NOT_FOUND = "Cette commande n'existe pas.";
export const BO_INVOICE_NOT_FOUND = "Cette facture n'existe pas ou n'appartient pas à ce compte.";
