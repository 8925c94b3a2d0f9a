import { lazy, Suspense } from 'react';
import { useContentEditMode } from '../../hooks/useContentEditMode.ts';
import type { ContentEditButtonProps } from './ContentEditButton.tsx';

// The button and what it opens reach only staff: a visitor's page never loads them.
const StaffButton = lazy(() =>
  import('./ContentEditButton.tsx').then(({ ContentEditButton }) => ({ default: ContentEditButton })),
);

/** « Modifier » on a content block, for back-office users only: nothing, and no code fetched, for anyone else. */
export function ContentEditButton(props: ContentEditButtonProps) {
  const editMode = useContentEditMode();
  if (!editMode || props.idContenu === undefined) return null;
  return (
    <Suspense>
      <StaffButton {...props} />
    </Suspense>
  );
}
