import { useId, type ReactNode } from 'react';
import styles from './PublicationDetail.module.css';

export interface DetailSectionProps {
  title: string;
  /** DetailItem elements. */
  children: ReactNode;
}

/** A titled group of a publication's fields, as a description list. */
export function DetailSection({ title, children }: DetailSectionProps) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {title}
      </h2>
      <dl className={styles.items}>{children}</dl>
    </section>
  );
}
