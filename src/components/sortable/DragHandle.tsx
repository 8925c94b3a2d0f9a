import type { useSortable } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { GripIcon } from '../ui/GripIcon.tsx';

/** What dnd-kit's useSortable gives an item's drag handle. */
export type SortableHandle = Pick<ReturnType<typeof useSortable>, 'setActivatorNodeRef' | 'attributes' | 'listeners'>;

export interface DragHandleProps {
  handle: SortableHandle;
  /** What the handle moves, as read out: « la question 2 », « Marie Curie ». */
  subject: string;
  className?: string;
  /** Shown before the grip, such as the item's position. */
  children?: ReactNode;
}

/** The button an item is dragged by, with the mouse or the keyboard. */
export function DragHandle({ handle, subject, className, children }: DragHandleProps) {
  const { setActivatorNodeRef, attributes, listeners } = handle;
  return (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className={className}
      {...attributes}
      {...listeners}
      aria-label={`Déplacer ${subject}`}
    >
      {children}
      <GripIcon />
    </button>
  );
}
