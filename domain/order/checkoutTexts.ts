import { CUSTOMER_PENDING_PAYMENT_TEXTS } from './pendingPayment.ts';

/** What the order confirmation (/panier/valider) and the payment pages say. */
export const CHECKOUT_TEXTS = {
  title: 'Confirmer ma commande',
  backToBasket: '← Retour au panier',
  loading: 'Préparation de votre commande...',
  loadFailed: "La confirmation de commande n'a pas pu être préparée.",
  emptyBasket: 'Votre panier est vide : il n’y a rien à commander.',
  browseCatalogue: 'Découvrir nos services',
  recapTitle: 'Récapitulatif',
  billingTitle: 'Facturation',
  editProfile: 'Modifier mes informations',
  addressMissing: 'Votre profil n’indique pas d’adresse de facturation : complétez-le avant de commander.',
  publicationMissing:
    'Chaque ligne de référencement doit porter la publication à référencer : choisissez-la parmi vos publications, ou déclarez-la d’abord.',
  publicationToChoose: 'Publication à choisir',
  publicationFor: (libelle: string) => `Publication à référencer pour « ${libelle} »`,
  choosePublication: 'Choisissez une publication',
  noPublication: 'Aucune publication',
  declarePublication: 'Déclarer une publication',
  refreshing: 'Mise à jour du récapitulatif...',
  trainingForIndividual:
    'Une formation payée par un particulier pour lui-même ne se commande pas en ligne. Le Code du travail demande un contrat signé avant tout paiement (article L6353-3), laisse 10 jours pour se rétracter (L6353-5), puis limite le premier paiement à 30 % du prix et échelonne le solde au fil de la formation (L6353-6) : un paiement par carte, même prélevé après ces 10 jours, prendrait tout le prix en une fois. Retirez la formation ci-dessous pour commander le reste de votre panier, ou contactez-nous pour l’organiser.',
  trainingsToRemove: 'Formations à retirer',
  removeTraining: (libelle: string) => `Retirer « ${libelle} » du panier`,
  confirmTrainingRemoval: (libelle: string) => `Confirmer le retrait de « ${libelle} »`,
  keepTraining: (libelle: string) => `Garder « ${libelle} » dans le panier`,
  remove: 'Retirer du panier',
  confirmRemoval: 'Confirmer le retrait',
  cancelRemoval: 'Annuler',
  removing: 'Retrait en cours...',
  contactUs: 'Nous contacter',
  acceptCgv: "J'ai lu et j'accepte les conditions générales de vente",
  cgvLink: 'Lire les conditions générales de vente (nouvel onglet)',
  immediateStartExplained:
    'Certaines prestations de votre commande commencent avant la fin du délai de rétractation de 14 jours.',
  immediateStart:
    'Je demande expressément que l’exécution commence avant la fin du délai de rétractation (Code de la consommation, article L221-25).',
  waiver:
    'Je reconnais perdre mon droit de rétractation une fois la prestation pleinement exécutée (Code de la consommation, article L221-28).',
  placeCommande: 'Commander avec obligation de paiement',
  ordering: 'Commande en cours...',
  redirecting: 'Redirection vers le paiement sécurisé...',
  settled: 'Commande confirmée',
  nothingToPay: 'Le montant de cette commande est de 0,00 € : aucun paiement ne vous sera demandé.',
  paymentOpenFailed: 'Le paiement n’a pas pu être ouvert.',
  paymentStartFailed: 'Votre commande est enregistrée, mais le paiement n’a pas pu être ouvert.',
  retryPayment: 'Réessayer le paiement',
  seeCommande: 'Voir ma commande',
  payCommande: 'Payer cette commande',
  paying: 'Ouverture du paiement...',
} as const;

/** What the payment outcome pages say (/payment/*). */
export const PAYMENT_PAGE_TEXTS = {
  checkTitle: 'Vérification du paiement',
  checking: 'Nous attendons la confirmation de la banque...',
  gaveUp: 'La banque n’a pas encore confirmé votre paiement. Vous serez informé par e-mail de son issue.',
  checkFailed: "L'état du paiement n'a pas pu être lu.",
  retry: 'Vérifier de nouveau',
  successTitle: 'Paiement accepté',
  settledTitle: 'Commande confirmée',
  settledText: (numero: string) =>
    `Votre commande ${numero} est confirmée. Son montant est de 0,00 € : vous n’avez rien à payer. Votre facture est disponible dans votre commande.`,
  successText: (numero: string, montant: string) =>
    `Votre paiement de ${montant} pour la commande ${numero} est accepté. Votre facture est disponible dans votre commande.`,
  pendingTitle: CUSTOMER_PENDING_PAYMENT_TEXTS.title,
  pendingText: (numero: string) => `Commande ${numero} : ${CUSTOMER_PENDING_PAYMENT_TEXTS.next}`,
  failureTitle: 'Paiement non abouti',
  failureText: (numero: string) =>
    `La commande ${numero} n’est pas payée : rien ne vous a été débité. Elle est conservée et vous pouvez la payer de nouveau.`,
  errorTitle: 'Erreur technique lors du paiement',
  errorText: (numero: string) =>
    `Une erreur technique a interrompu le paiement de la commande ${numero} : rien ne vous a été débité. Vous pouvez réessayer.`,
  seeCommande: 'Voir ma commande',
  myCommandes: 'Mes commandes',
} as const;
