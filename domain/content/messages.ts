import { CONTENT_LIMITS } from './limits.ts';

/** What the content calls answer when they refuse, and the content editor's toasts (spec 1 §8, spec 2 §8). */
export const CONTENT_MESSAGES = {
  saved: 'Modification enregistrée',
  saveFailed: 'Erreur lors de la sauvegarde des modifications',
  notFound: 'Ce contenu est introuvable.',
  elementNotFound: "Cet élément de contenu n'existe pas.",
  elementOfAnotherContenu: "Cet élément n'appartient pas à ce contenu.",
  elementTwice: 'Cet élément est cité deux fois.',
  versionNotFound: "Cette version du contenu n'existe pas.",
  booleanValue: 'La valeur doit être « true » ou « false ».',
  imageHasNoValue: "Une image n'a pas de valeur : son fichier se dépose à part.",
  fileOfNonImage: 'Seul un élément image a un fichier à retirer.',
  faqNotJson: "La FAQ n'est pas un JSON valide.",
  faqTooDeep: `La FAQ compte ${CONTENT_LIMITS.faqMaxDepth} niveaux de catégories au plus.`,
  faqDuplicateQuestionId: 'Cet identifiant de question sert déjà dans la FAQ.',
  notAnImageElement: 'Cette partie ne nomme pas un élément image de ce contenu.',
  oneFilePerElement: 'Un seul fichier par élément image.',
  noImage: "Aucune image n'a été envoyée.",
  imageNotFound: "Cette image n'existe pas.",
} as const;
