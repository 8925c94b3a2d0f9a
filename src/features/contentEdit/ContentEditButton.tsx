import { lazy, Suspense, useState } from 'react';
import { useContentEditMode } from '../../hooks/useContentEditMode.ts';
import styles from './ContentEditButton.module.css';

// The editor, its fields and its machine reach only staff: loaded when a button is first pressed.
const ContentEditor = lazy(() => import('./ContentEditor.tsx'));

export interface ContentEditButtonProps {
  /** The block to edit, absent while it has not loaded. */
  idContenu: number | undefined;
  /** The block's name as the page shows it, for the button's accessible name. */
  title: string;
}

/**
 * « Modifier » on a content block, for back-office users only (spec 1 §6). The server renders pages for a
 * visitor, and the session is known only after hydration: the button appears then, never in a visitor's HTML.
 */
export function ContentEditButton({ idContenu, title }: ContentEditButtonProps) {
  const editMode = useContentEditMode();
  const [open, setOpen] = useState(false);
  if (!editMode || idContenu === undefined) return null;
  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-label={`Modifier « ${title} »`}
        onClick={() => setOpen(true)}
      >
        Modifier
      </button>
      {open && (
        <Suspense>
          <ContentEditor idContenu={idContenu} title={title} onClosed={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
