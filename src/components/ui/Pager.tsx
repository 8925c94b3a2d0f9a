import { Button } from './Button.tsx';
import styles from './Pager.module.css';

export interface PagerProps {
  /** Names the navigation landmark (« Pages de mes commandes »). */
  label: string;
  page: number;
  pageCount: number;
  onPageChange(page: number): void;
}

/** « Page 2 sur 3 » between Précédent and Suivant. */
export function Pager({ label, page, pageCount, onPageChange }: PagerProps) {
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button variant="secondary" isDisabled={page <= 1} onPress={() => onPageChange(page - 1)}>
        Précédent
      </Button>
      <p className={styles.status} aria-live="polite">
        Page {page} sur {pageCount}
      </p>
      <Button variant="secondary" isDisabled={page >= pageCount} onPress={() => onPageChange(page + 1)}>
        Suivant
      </Button>
    </nav>
  );
}
