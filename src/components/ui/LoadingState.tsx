import { COMMON_MESSAGES } from '../../../domain/messages.ts';
import { useDelayedFlag } from '../../hooks/useDelayedFlag.ts';
import styles from './States.module.css';

/** The loading text of the specification (spec 1 §2). */
export const LOADING_TEXT = COMMON_MESSAGES.loading;

export interface LoadingStateProps {
  label?: string;
  /** Height kept for the content being loaded, so that the page does not jump when it arrives. */
  minHeight?: string;
}

/** The place of content still loading: empty at first, then a spinner once the delay of spec 2 §9 is over. */
export function LoadingState({ label = LOADING_TEXT, minHeight = '16rem' }: LoadingStateProps) {
  const visible = useDelayedFlag(true);
  return (
    <div className={styles.loading} style={{ minHeight }} role="status" aria-live="polite">
      {visible && (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          <span>{label}</span>
        </>
      )}
    </div>
  );
}
