import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useRef, type ReactNode } from 'react';
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
  const sensors = useSensors(
    // A click on the handle stays a click until the pointer really moves.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // dnd-kit calls the announcements on drag events; they read and write the announced place then, not in render.
  // eslint-disable-next-line react-hooks/refs
  const announcements = faqDragAnnouncements(ids, nameOf, announced);

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: FAQ_DRAG_INSTRUCTIONS }}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        <ol className={styles.list} aria-label={label}>
          {children}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
