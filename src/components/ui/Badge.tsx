import type { ReactNode } from 'react';
import styles from './Badge.module.css';

export type BadgeTone = 'neutral' | 'warning' | 'success' | 'danger';

export interface BadgeProps {
  tone: BadgeTone;
  /** Said to screen readers before the text, where nothing around the badge says what it is (« État : »). */
  srPrefix?: string;
  children: ReactNode;
}

/** A short state shown as a coloured pill. */
export function Badge({ tone, srPrefix, children }: BadgeProps) {
  return (
    <span className={`${styles.badge} ${styles[tone]}`}>
      {srPrefix && <span className={styles.srOnly}>{srPrefix}</span>}
      {children}
    </span>
  );
}
