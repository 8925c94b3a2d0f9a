import { Button } from '../../../../components/ui/Button.tsx';
import styles from './PublicationList.module.css';

export interface PublicationPagerProps {
  page: number;
  pageCount: number;
  onPageChange(page: number): void;
}

/** « Page 2 sur 3 » between Précédent and Suivant. */
export function PublicationPager({ page, pageCount, onPageChange }: PublicationPagerProps) {
  return (
    <nav className={styles.pager} aria-label="Pages de mes publications">
      <Button variant="secondary" isDisabled={page <= 1} onPress={() => onPageChange(page - 1)}>
        Précédent
      </Button>
      <p className={styles.pagerStatus} aria-live="polite">
        Page {page} sur {pageCount}
      </p>
      <Button variant="secondary" isDisabled={page >= pageCount} onPress={() => onPageChange(page + 1)}>
        Suivant
      </Button>
    </nav>
  );
}
