import { COMMON_MESSAGES } from '../messages.ts';
import { CONTENT_MESSAGES } from './messages.ts';

/** What the content edit panel says (spec 1 §2: buttons Fermer and Enregistrer; §8: its two messages). */
export const CONTENT_EDIT_TEXTS = {
  panelTitle: (block: string) => `Modifier « ${block} »`,
  close: 'Fermer',
  save: 'Enregistrer',
  saving: COMMON_MESSAGES.saving,
  saved: CONTENT_MESSAGES.saved,
  saveFailed: CONTENT_MESSAGES.saveFailed,
  unsaved: 'Modifications non enregistrées',
  loadFailed: 'Impossible de charger ce contenu.',
  unknownElement: "Cet élément n'a pas de type modifiable.",
  confirmClose: {
    title: 'Fermer sans enregistrer ?',
    text: 'Vos modifications de ce contenu ne sont pas enregistrées : elles seront perdues.',
    confirm: 'Fermer sans enregistrer',
    cancel: "Continuer l'édition",
  },
  image: {
    choose: 'Remplacer l’image',
    chooseLabel: (label: string) => `Nouvelle image : ${label}`,
    rules: 'jpg, jpeg ou png, 5 Mo au plus, 400 px de hauteur au moins',
    remove: 'Supprimer l’image',
    keep: 'Annuler',
    none: 'Aucune image.',
    replaced: (name: string) => `Nouvelle image : ${name} (enregistrée avec « Enregistrer »).`,
    removed: 'L’image sera supprimée à l’enregistrement.',
    alt: (label: string) => `Image actuelle : ${label}`,
  },
  history: {
    open: 'Historique des versions',
    back: "Retour à l'édition",
    title: 'Versions précédentes',
    empty: "Aucune version précédente n'est gardée pour ce contenu.",
    loadFailed: "Impossible de charger l'historique des versions.",
    restoreFailed: "La version n'a pas pu être restaurée.",
    replaced: (date: string, login: string) => `Remplacée le ${date} par ${login}`,
    restore: 'Restaurer',
    restoreLabel: (date: string) => `Restaurer la version remplacée le ${date}`,
    confirmTitle: 'Restaurer cette version ?',
    confirmText: (date: string) =>
      `Le contenu reprend les textes et les images de la version remplacée le ${date} ; le contenu actuel est gardé comme version. Les modifications non enregistrées sont perdues.`,
    restoring: 'Restauration en cours...',
  },
} as const;
