import { CopyrightText } from '../CopyrightLine.tsx';
import styles from './AdminLayout.module.css';

export function AdminFooter() {
  return (
    <footer className={styles.footer}>
      <p className={styles.copyright}>
        <CopyrightText />
      </p>
    </footer>
  );
}
