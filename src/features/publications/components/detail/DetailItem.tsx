import { NOT_GIVEN } from '../../../../../domain/publication/labels.ts';
import type { ReactNode } from 'react';
import styles from './PublicationDetail.module.css';

export interface DetailItemProps {
  label: string;
  /** The value; null, undefined or an empty string read NOT_GIVEN. */
  children: ReactNode;
  /** For long values (summary, contributions, covers), given the whole width. */
  wide?: boolean;
}

export function DetailItem({ label, children, wide = false }: DetailItemProps) {
  const missing = children === null || children === undefined || children === '';
  return (
    <div className={wide ? `${styles.item} ${styles.wide}` : styles.item}>
      <dt>{label}</dt>
      <dd className={missing ? styles.missing : undefined}>{missing ? NOT_GIVEN : children}</dd>
    </div>
  );
}
