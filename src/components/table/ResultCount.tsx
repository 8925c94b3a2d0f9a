import { countLabel } from '../../../domain/listTexts.ts';
import styles from './ResultCount.module.css';

export interface ResultCountProps {
  count: number;
  singular: string;
  plural: string;
  none: string;
}

/** « 1 234 publications »: the number of rows that pass the filters, announced when it changes. */
export function ResultCount({ count, singular, plural, none }: ResultCountProps) {
  return (
    <p className={styles.count} role="status">
      {countLabel(count, singular, plural, none)}
    </p>
  );
}
