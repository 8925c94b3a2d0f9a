import type { components } from '../../openapi/generated/schema.d.ts';
import { backOfficeListTexts } from '../listTexts.ts';

/**
 * Words of the back office's catalogue deliveries (`/admin/livraisons`): the ONIX files sent to the referencing
 * provider's intake and what its acknowledgements said.
 */

export type EtatLivraison = components['schemas']['EtatLivraison'];

/** A delivery's states (EtatLivraison of the contract), in the order a delivery goes through them. */
export const ETATS_LIVRAISON = [
  'preparee',
  'envoyee',
  'acquittee',
  'echec',
] as const satisfies readonly EtatLivraison[];

export const DELIVERY_STATE_LABELS: Readonly<Record<EtatLivraison, string>> = {
  preparee: 'Préparée',
  envoyee: 'Envoyée',
  acquittee: 'Accusé reçu',
  echec: 'En échec',
};

/** What started a delivery (LivraisonResume.Declencheur). */
export const DELIVERY_TRIGGER_LABELS = {
  planification: 'Planifiée',
  backOffice: 'Back-office',
} as const;

/** NotificationType of an ONIX product: 03 the full record, 05 its withdrawal. */
export const NOTIFICATION_LABELS = {
  '03': 'Fiche',
  '05': 'Retrait',
} as const;

/** Words of the back office's delivery screens. */
export const ADMIN_DELIVERY_TEXTS = {
  ...backOfficeListTexts('Livraisons au catalogue', 'livraisons', {
    singular: 'livraison',
    plural: 'livraisons',
    none: 'Aucune livraison',
  }),
  emptyAll: 'Aucune livraison.',
  loadFailed: "Les livraisons n'ont pas pu être chargées.",
  lead: 'Les fichiers ONIX envoyés au catalogue, et ce que le catalogue en a dit.',
  searchLabel: 'EAN ou titre',
  stateLabel: 'État',
  allStates: 'Tous les états',
  statePrefix: 'État : ',
  dateFromLabel: 'Créée depuis le',
  dateToLabel: "Créée jusqu'au",
  columns: {
    numero: 'Livraison',
    date: 'Date',
    etat: 'État',
    declencheur: 'Déclenchement',
    version: 'ONIX',
    produits: 'Produits',
    accuses: 'Accusés',
    envoi: 'Envoi',
  },
  numero: (id: number) => `n°\u00a0${id}`,
  openRow: (id: number) => `Ouvrir la livraison n°\u00a0${id}`,
  version: (version: string) => `ONIX ${version}`,
  products: (count: number) => (count === 1 ? '1 produit' : `${count} produits`),
  /** The catalogue's answers, product by product. */
  counts: (acceptes: number, avecRemarques: number, rejetes: number) =>
    `${acceptes} accepté${acceptes > 1 ? 's' : ''}, ${avecRemarques} avec remarques, ${rejetes} rejeté${rejetes > 1 ? 's' : ''}`,
  noAnswerYet: 'Pas encore de réponse',
  /** Failed uploads: a delivery the intake received at once counts none. */
  attempts: (count: number) => (count <= 1 ? `${count} échec d'envoi` : `${count} échecs d'envoi`),
  nextTry: (date: string) => `Prochain essai le ${date}`,
  lastError: 'Dernière erreur\u00a0:',
  sentOn: (date: string) => `Envoyée le ${date}`,
  acknowledgedOn: (date: string) => `Accusé reçu le ${date}`,

  deliverNow: {
    button: 'Livrer maintenant',
    hint: "Les publications validées et payées qui attendent d'être transmises partent sans attendre la planification.",
    confirmTitle: 'Livrer maintenant\u00a0?',
    confirmText:
      "Une livraison des publications en attente de transmission (et des retraits) est préparée puis envoyée au catalogue. S'il n'y a rien à livrer, aucune livraison n'est créée.",
    confirm: 'Livrer',
    pending: 'Livraison en cours...',
    keep: 'Ne rien livrer',
    failed: "La livraison n'a pas pu être faite.",
    retry: 'Réessayer',
  },

  detail: {
    title: (id: number) => `Livraison n°\u00a0${id}`,
    fallbackTitle: 'Livraison',
    notFoundTitle: 'Livraison introuvable',
    notFound: "Cette livraison n'existe pas.",
    backToList: '← Livraisons au catalogue',
    loadFailed: "La livraison n'a pas pu être chargée.",
    lead: (date: string, declencheur: string) => `Créée le ${date} (${declencheur.toLowerCase()})`,
    factsLabel: 'La livraison',
    facts: {
      etat: 'État',
      version: 'Version ONIX',
      produits: 'Produits',
      accuses: 'Réponses du catalogue',
      tentatives: "Échecs d'envoi",
      prochaineTentative: 'Prochain essai',
      derniereErreur: 'Dernière erreur',
      envoi: 'Envoyée le',
      accuse: 'Accusé reçu le',
      none: '—',
    },
    fileMessagesTitle: 'Messages sur le fichier',
    productsTitle: 'Produits livrés',
    productsEmpty: 'Cette livraison ne contient aucun produit.',
    productColumns: {
      ean: 'EAN',
      titre: 'Titre',
      notification: 'Notification',
      statut: 'Réponse du catalogue',
      messages: 'Messages',
    },
    awaitingAnswer: "En attente de l'accusé",
    noMessage: 'Aucun',
    deletedPublication: 'Publication supprimée',
    step: (etape: number) => `Étape ${etape}`,
    field: (champ: string) => `champ ${champ}`,
    download: 'Télécharger le fichier',
    downloading: 'Téléchargement...',
    downloadFailed: "Le fichier n'a pas pu être téléchargé. Veuillez réessayer.",
    fileName: (id: number) => `livraison-${id}.xml`,
  },

  retry: {
    title: 'Envoi en échec',
    hint: "L'envoi a été abandonné après ses tentatives. « Relancer » envoie de nouveau le même fichier sous le même numéro\u00a0: le catalogue ne l'enregistre jamais deux fois.",
    button: 'Relancer',
    confirmTitle: (id: number) => `Relancer la livraison n°\u00a0${id}\u00a0?`,
    confirmText: 'Le même fichier est envoyé de nouveau au catalogue\u00a0; ses tentatives repartent de zéro.',
    confirm: 'Relancer',
    pending: 'Envoi en cours...',
    keep: 'Ne rien changer',
    failed: "La relance n'a pas abouti\u00a0: la livraison est inchangée.",
    retry: 'Réessayer',
    done: (id: number, etat: string) =>
      `La livraison n°\u00a0${id} est relancée\u00a0: elle est maintenant «\u00a0${etat}\u00a0».`,
  },
} as const;
