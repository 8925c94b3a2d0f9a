import type { ReactNode } from 'react';
import styles from './PaymentNotice.module.css';
import { FactList } from '../../../components/ui/Fact.tsx';

export interface PaymentNoticeProps {
  /** The heading's id, which names the notice. */
  id: string;
  title: string;
  lead: string;
  /** `warning` for a payment to wait for or act on, `danger` for money to give back. */
  tone: 'warning' | 'danger';
  children: ReactNode;
}

/** A notice about one of the order's payments on the back office's order: its title, what it means, what to do. */
export function PaymentNotice({ id, title, lead, tone, children }: PaymentNoticeProps) {
  return (
    <div
      className={tone === 'danger' ? `${styles.notice} ${styles.danger}` : styles.notice}
      aria-labelledby={id}
      role="group"
    >
      <h4 id={id} className={styles.title}>
        {title}
      </h4>
      <p className={styles.lead}>{lead}</p>
      {children}
    </div>
  );
}

/** A payment's facts, term by term. */
export function PaymentFacts({ facts }: { facts: readonly (readonly [string, string])[] }) {
  return <FactList facts={facts} className={styles.facts} factClassName={styles.fact} />;
}
