/**
 * What « Mes Abonnements » and the cancellation say. Dates come formatted (`dd/MM/yyyy`): the domain does not
 * format. The customer cancels in a few clicks from the account (Code de la consommation L215-1-1); the
 * subscription stays active until the end of the period already paid.
 */
export const SUBSCRIPTION_TEXTS = {
  listTitle: 'Mes Abonnements',
  listLead: 'Vos abonnements, leur période en cours et leur renouvellement.',
  empty: "Vous n'avez aucun abonnement.",
  browseSubscriptions: 'Découvrir nos abonnements',
  renewsOn: (fin: string) => `Renouvellement automatique le ${fin}`,
  cancelledOn: (resiliation: string, fin: string) => `Résilié le ${resiliation}, actif jusqu'au ${fin}`,
  endedOn: (fin: string) => `Terminé le ${fin}`,
  endsOn: (fin: string) => `Sans renouvellement, se termine le ${fin}`,
  fromCommande: (numero: string) => `Commande ${numero}`,
  cancel: 'Résilier mon abonnement',
  // No-break spaces inside the guillemets and before the question mark, as French typography has them.
  confirmTitle: (libelle: string) => `Résilier l'abonnement «\u00a0${libelle}\u00a0»\u00a0?`,
  confirmText: (fin: string) =>
    `Votre abonnement ne sera pas renouvelé. Il reste actif jusqu'au ${fin}, fin de la période déjà payée.`,
  keep: 'Conserver mon abonnement',
  confirm: 'Confirmer la résiliation',
  cancelling: 'Résiliation en cours...',
  retry: 'Réessayer',
  cancelled: (libelle: string, fin: string) =>
    `Votre abonnement « ${libelle} » est résilié. Il reste actif jusqu'au ${fin}.`,
  cancelFailed: "La résiliation n'a pas abouti : votre abonnement est inchangé.",
} as const;
