import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { COMMON_MESSAGES } from '../../../../domain/messages.ts';
import styles from './AccountForm.module.css';

export interface SubmitActionsProps {
  label: string;
  isPending: boolean;
  /** Shown beside the button (the profile's link to the password change). */
  children?: ReactNode;
}

/** The submit button of an account form, with the saving text said while the call runs. */
export function SubmitActions({ label, isPending, children }: SubmitActionsProps) {
  return (
    <div className={styles.actions}>
      <Button type="submit" isPending={isPending}>
        {isPending && <span className={styles.spinner} aria-hidden="true" />}
        {label}
      </Button>
      {children}
      <span className={styles.pending} aria-live="polite">
        {isPending ? COMMON_MESSAGES.saving : ''}
      </span>
    </div>
  );
}
