import { COPYRIGHT_SINCE, SITE_NAME } from '../../lib/config/appInfo.ts';
import styles from './Footer.module.css';

export function CopyrightText() {
  return (
    <>
      © {COPYRIGHT_SINCE}–{new Date().getFullYear()} {SITE_NAME}
    </>
  );
}

/** The copyright line as shown until its button is ready, in the same place and style. */
export function CopyrightLine() {
  return (
    <div className={styles.versionBlock}>
      <span className={styles.copyright}>
        <CopyrightText />
      </span>
    </div>
  );
}
