/** What the publication calls answer when they refuse; shown to the author as is. */
export const PUBLICATION_MESSAGES = {
  notFound: "Cette publication n'existe pas parmi les vôtres.",
  eanTaken: 'Vous avez déjà une publication avec cet EAN.',
  unknownReference: 'Cette valeur ne fait pas partie de la liste proposée.',
  deleted: 'La publication a été supprimée.',
  ordered: 'Cette publication figure dans une commande : elle ne peut pas être supprimée.',
  stepRefused: 'La publication ne respecte pas les règles des étapes renseignées.',
  unknownMarque: "Cette marque n'existe pas.",
  sameMarque: 'La marque corrigée doit être la marque affichée.',
  marqueForwarded:
    'Votre demande de mise à jour a été transmise au prestataire de référencement ; elle sera visible sous 48 heures.',
} as const;
