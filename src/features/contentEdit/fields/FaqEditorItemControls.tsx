import { DragHandle, type SortableHandle } from '../../../components/sortable/DragHandle.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { useFaqEditor } from './faqEditorContext.ts';
import styles from './FaqEditor.module.css';

export interface FaqEditorItemControlsProps {
  /** Who the buttons act on, as read out: « la question 2 », « la catégorie 1.2 ». */
  subject: string;
  /** The category's or question's key, through which the editor puts the focus back after a change. */
  itemKey: string;
  handle: SortableHandle;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove(offset: -1 | 1, pressed: 'up' | 'down'): void;
  onDelete(): void;
}

/** The drag handle, « Monter », « Descendre » and « Supprimer » of one category or question. */
export function FaqEditorItemControls({
  subject,
  itemKey,
  handle,
  canMoveUp,
  canMoveDown,
  onMove,
  onDelete,
}: FaqEditorItemControlsProps) {
  const { controlId } = useFaqEditor();
  return (
    <div className={styles.controls}>
      <DragHandle handle={handle} subject={subject} className={styles.handle} />
      <Button
        variant="ghost"
        className={styles.control}
        id={controlId(itemKey, 'up')}
        aria-label={`Monter ${subject}`}
        isDisabled={!canMoveUp}
        onPress={() => onMove(-1, 'up')}
      >
        <span aria-hidden="true">↑</span>
        <span className={styles.controlText}>Monter</span>
      </Button>
      <Button
        variant="ghost"
        className={styles.control}
        id={controlId(itemKey, 'down')}
        aria-label={`Descendre ${subject}`}
        isDisabled={!canMoveDown}
        onPress={() => onMove(1, 'down')}
      >
        <span aria-hidden="true">↓</span>
        <span className={styles.controlText}>Descendre</span>
      </Button>
      <Button
        variant="ghost"
        className={`${styles.control} ${styles.delete}`}
        id={controlId(itemKey, 'delete')}
        aria-label={`Supprimer ${subject}`}
        onPress={onDelete}
      >
        Supprimer
      </Button>
    </div>
  );
}
