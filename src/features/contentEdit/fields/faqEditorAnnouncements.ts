import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';

/** Read out when a drag handle gets the focus (the keys of dnd-kit's keyboard sensor). */
export const FAQ_DRAG_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'Pour déplacer cet élément, appuyez sur Espace ou Entrée. Déplacez-le ensuite avec les flèches haut et bas, ' +
    'puis appuyez de nouveau sur Espace ou Entrée pour le déposer, ou sur Échap pour annuler.',
};

/** « la question « Comment commander ? » » or « la catégorie 1.2 »: what is moving, for screen readers. */
export type NameOf = (id: UniqueIdentifier) => string;

/** « position 2 sur 3 » */
export function placeLabel(position: number, count: number): string {
  return `position ${position} sur ${count}`;
}

/**
 * dnd-kit's live announcements, in French. A drag starts over its own place: that first « over » would repeat
 * the start and cut it short, so a place is announced only when it changes.
 */
export function faqDragAnnouncements(
  ids: readonly UniqueIdentifier[],
  nameOf: NameOf,
  /** The place last announced, kept by the list across its renders. */
  announced: { current: UniqueIdentifier | null },
): Announcements {
  const place = (id: UniqueIdentifier) => placeLabel(ids.indexOf(id) + 1, ids.length);
  const subject = (id: UniqueIdentifier) => sentenceStart(nameOf(id));
  return {
    onDragStart: ({ active }) => {
      announced.current = active.id;
      return `${subject(active.id)} saisie, en ${place(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === announced.current) return undefined;
      announced.current = over?.id ?? null;
      return over ? `${subject(active.id)} déplacée en ${place(over.id)}.` : `${subject(active.id)} hors de la liste.`;
    },
    onDragEnd: ({ active, over }) =>
      over ? `${subject(active.id)} déposée en ${place(over.id)}.` : `${subject(active.id)} déposée.`,
    onDragCancel: ({ active }) => `Déplacement annulé. ${subject(active.id)} reste en ${place(active.id)}.`,
  };
}

/** « la question « Comment commander ? » » (no line break inside the quotes), or its number while it has no statement. */
export function questionName(question: { Enonce: string }, position: number): string {
  const enonce = question.Enonce.trim();
  return enonce === '' ? `la question ${position}` : `la question «\u00a0${enonce}\u00a0»`;
}

/** « la catégorie « Commandes » », or its number (« 1.2 ») while it has no name. */
export function categoryName(categorie: { Nom: string }, number: string): string {
  const nom = categorie.Nom.trim();
  return nom === '' ? `la catégorie ${number}` : `la catégorie «\u00a0${nom}\u00a0»`;
}

export function sentenceStart(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
