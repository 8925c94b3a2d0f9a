/** What the publication calls answer when they refuse or confirm; shown to the author as is. */
export const PUBLICATION_MESSAGES = {
  /** Also the basket's answer for a line that names another account's publication. */
  notFound: "Cette publication n'existe pas parmi les vôtres.",
  /** The back office's answer for a publication that the account it names does not own (or an unknown one). */
  notFoundForOwner: "Cette publication n'existe pas pour ce compte.",
  fileNotFound: "Ce fichier n'existe pas parmi les vôtres.",
  /** A public cover link that leads nowhere: unknown, replaced, or of a publication not (or no longer) validated. */
  publicCoverNotFound: "Cette couverture n'est pas publiée.",
  notAFile: 'Ce champ doit contenir un fichier.',
  eanTaken: 'Vous avez déjà une publication avec cet EAN.',
  unknownReference: 'Cette valeur ne fait pas partie de la liste proposée.',
  deleted: 'La publication a été supprimée.',
  ordered: 'Cette publication figure dans une commande : elle ne peut pas être supprimée.',
  stepRefused: 'La publication ne respecte pas les règles des étapes renseignées.',
  /** The back office's draft save of a publication that must stay complete. */
  draftRefused:
    "Une publication en attente de modération ou validée s'enregistre avec les règles de toutes ses étapes.",
  unknownMarque: "Cette marque n'existe pas.",
  sameMarque: 'La marque corrigée doit être la marque affichée.',
  /** The brand reported is not one of the publication's publisher, or not as it is stored. */
  marqueNotOfPublisher:
    "La marque affichée ne correspond pas aux marques enregistrées pour l'éditeur de cette publication : rechargez la page, puis signalez de nouveau la mise à jour.",
  marqueForwarded:
    'Votre demande de mise à jour a été transmise au prestataire de référencement ; elle sera visible sous 48 heures.',
} as const;

/** The toasts of a marque update (spec 1 §8). */
export const MARQUE_UPDATE_MESSAGES = {
  sent: 'Mises à jour envoyées',
  failed: 'Erreur lors de la modification',
} as const;
