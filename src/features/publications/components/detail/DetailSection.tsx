import type { ReactNode } from 'react';
import { TitledSection } from '../../../../components/ui/TitledSection.tsx';
import styles from './PublicationDetail.module.css';

export interface DetailSectionProps {
  title: string;
  /** DetailItem elements. */
  children: ReactNode;
}

/** A titled group of a publication's fields, as a description list. */
export function DetailSection({ title, children }: DetailSectionProps) {
  return (
    <TitledSection title={title} className={styles.section} titleClassName={styles.sectionTitle}>
      <dl className={styles.items}>{children}</dl>
    </TitledSection>
  );
}
