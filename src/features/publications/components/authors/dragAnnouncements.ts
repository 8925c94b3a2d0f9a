import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';

/** Read out when a drag handle gets the focus (the keys of dnd-kit's keyboard sensor). */
export const DRAG_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'Pour déplacer ce contributeur, appuyez sur Espace ou Entrée. Déplacez-le ensuite avec les flèches haut et bas, ' +
    'puis appuyez de nouveau sur Espace ou Entrée pour le déposer, ou sur Échap pour annuler.',
};

/** How the contributions being sorted are named and counted for screen readers. */
export interface SortedContributions {
  /** The contribution's name as typed, or « contributeur n » while it has none. */
  nameOf(id: UniqueIdentifier): string;
  /** 1-based position of a contribution among the contributions. */
  positionOf(id: UniqueIdentifier): number;
  count: number;
}

/**
 * dnd-kit's live announcements, in French. A drag starts over its own place: that first « over » repeats the start
 * and would cut it short, so a place is announced only when it changes.
 */
export function dragAnnouncements(
  { nameOf, positionOf, count }: SortedContributions,
  /** The place last announced, kept by the list across its renders. */
  announced: { current: UniqueIdentifier | null },
): Announcements {
  const place = (id: UniqueIdentifier) => `position ${positionOf(id)} sur ${count}`;
  return {
    onDragStart: ({ active }) => {
      announced.current = active.id;
      return `${nameOf(active.id)} saisi, en ${place(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === announced.current) return undefined;
      announced.current = over?.id ?? null;
      return over
        ? `${nameOf(active.id)} déplacé en ${place(over.id)}.`
        : `${nameOf(active.id)} n'est plus sur la liste.`;
    },
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} déposé en ${place(over.id)}.` : `${nameOf(active.id)} déposé.`,
    onDragCancel: ({ active }) => `Déplacement annulé. ${nameOf(active.id)} reste en ${place(active.id)}.`,
  };
}
