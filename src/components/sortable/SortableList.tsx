import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';

export interface SortableListProps {
  /** The items' drag ids, in their order. */
  ids: readonly string[];
  /** What the list holds, read out when one enters it. */
  label: string;
  className?: string;
  /** What screen readers hear as an item is picked up, moved and dropped, and how to drag with the keyboard. */
  announcements: Announcements;
  instructions: ScreenReaderInstructions;
  isDisabled?: boolean;
  /** The item `active` was dropped on the place of the item `over`. */
  onDrop(active: string, over: string): void;
  /** The items, each sortable by its id. */
  children: ReactNode;
}

/** An ordered list whose items are reordered by dragging their handle, with the mouse or the keyboard. */
export function SortableList({
  ids,
  label,
  className,
  announcements,
  instructions,
  isDisabled,
  onDrop,
  children,
}: SortableListProps) {
  const sensors = useSensors(
    // A click on the handle stays a click until the pointer really moves.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function onDragEnd({ active, over }: DragEndEvent) {
    if (over && active.id !== over.id) onDrop(String(active.id), String(over.id));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: instructions }}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy} disabled={isDisabled}>
        <ol className={className} aria-label={label}>
          {children}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
