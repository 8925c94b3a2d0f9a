import type { Ref } from 'react';
import styles from './AccountForm.module.css';

export interface FormFailureProps {
  message: string | null;
  /** The slot, when focus is moved to it (the registration's answer). */
  slotRef?: Ref<HTMLDivElement>;
}

/** Why the form was refused, above its fields, read out as soon as it appears. */
export function FormFailure({ message, slotRef }: FormFailureProps) {
  return (
    <div ref={slotRef} tabIndex={slotRef ? -1 : undefined} className={styles.feedbackSlot}>
      {message && (
        <p className={styles.failure} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
