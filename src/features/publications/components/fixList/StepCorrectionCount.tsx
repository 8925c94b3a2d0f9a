import { FIX_LIST_TEXTS as T } from '../../../../../domain/publication/fixList.ts';
import styles from './FixList.module.css';

/** Under a step of the progress bar: how many items of the fix list are still to do there. */
export function StepCorrectionCount({ count }: { count: number | undefined }) {
  return count ? <span className={styles.stepCount}>{T.remainingOnStep(count)}</span> : null;
}
