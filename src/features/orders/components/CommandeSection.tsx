import type { ReactNode } from 'react';
import { TitledSection } from '../../../components/ui/TitledSection.tsx';
import styles from './CommandeDetail.module.css';

/** A titled part of an order's page. */
export function CommandeSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledSection title={title} className={styles.section} titleClassName={styles.sectionTitle}>
      {children}
    </TitledSection>
  );
}
