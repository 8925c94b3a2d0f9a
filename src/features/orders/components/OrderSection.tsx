import { useId, type ReactNode } from 'react';
import styles from './OrderDetail.module.css';

/** A titled part of an order's page. */
export function OrderSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
