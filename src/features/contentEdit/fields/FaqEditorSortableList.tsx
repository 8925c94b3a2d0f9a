import type { UniqueIdentifier } from '@dnd-kit/core';
import { useRef, type ReactNode } from 'react';
import { SortableList } from '../../../components/sortable/SortableList.tsx';
import { faqDragAnnouncements, FAQ_DRAG_INSTRUCTIONS, type NameOf } from './faqEditorAnnouncements.ts';
import styles from './FaqEditor.module.css';

export interface FaqEditorSortableListProps {
  /** The items' drag ids, in their order. */
  ids: readonly string[];
  /** What the list holds, read out when one enters it: « Questions de la catégorie 1 ». */
  label: string;
  nameOf: NameOf;
  onMove(from: number, to: number): void;
  children: ReactNode;
}

/** One list of siblings (the questions of a category, or the categories under one parent), reordered by dragging. */
export function FaqEditorSortableList({ ids, label, nameOf, onMove, children }: FaqEditorSortableListProps) {
  const announced = useRef<UniqueIdentifier | null>(null);
  // dnd-kit calls the announcements on drag events; they read and write the announced place then, not in render.
  // eslint-disable-next-line react-hooks/refs
  const announcements = faqDragAnnouncements(ids, nameOf, announced);

  function onDrop(active: string, over: string) {
    const from = ids.indexOf(active);
    const to = ids.indexOf(over);
    if (from >= 0 && to >= 0) onMove(from, to);
  }

  return (
    <SortableList
      ids={ids}
      label={label}
      className={styles.list}
      announcements={announcements}
      instructions={FAQ_DRAG_INSTRUCTIONS}
      onDrop={onDrop}
    >
      {children}
    </SortableList>
  );
}
