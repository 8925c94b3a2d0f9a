import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { FaqEditorItemControls, type FaqEditorItemControlsProps } from './FaqEditorItemControls.tsx';
import styles from './FaqEditor.module.css';

export interface FaqEditorItemProps extends Pick<
  FaqEditorItemControlsProps,
  'subject' | 'itemKey' | 'onMove' | 'onDelete'
> {
  /** The class of its kind: a category or a question. */
  className?: string;
  /** The title's id, which names the item's group. */
  titleId: string;
  title: ReactNode;
  /** Its place among the items that share its list, and how many they are. */
  index: number;
  count: number;
  /** Its fields, under its title and controls. */
  children: ReactNode;
}

/** A category or a question in the editor: a sortable item, its title and controls above its fields. */
export function FaqEditorItem({ className, titleId, title, index, count, children, ...controls }: FaqEditorItemProps) {
  const sortable = useSortable({
    id: controls.itemKey,
    attributes: { roleDescription: 'élément déplaçable' },
  });
  const { setNodeRef, transform, transition, isDragging } = sortable;
  return (
    <li
      ref={setNodeRef}
      className={`${styles.item} ${className ?? ''} ${isDragging ? styles.dragging : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <div role="group" className={styles.itemBody} aria-labelledby={titleId}>
        <div className={styles.itemHeader}>
          <p id={titleId} className={styles.itemTitle}>
            {title}
          </p>
          <FaqEditorItemControls
            {...controls}
            handle={sortable}
            canMoveUp={index > 0}
            canMoveDown={index < count - 1}
          />
        </div>
        {children}
      </div>
    </li>
  );
}
