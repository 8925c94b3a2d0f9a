import styles from './Logo.module.css';

/** The portal's mark: an open book, and its name. */
export function Logo() {
  return (
    <span className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="9" fill="currentColor" />
        <path d="M8 12.5c4-1.6 8-1.2 11 1.2v15c-3-2.2-7-2.6-11-1.2z" fill="#fff" />
        <path d="M32 12.5c-4-1.6-8-1.2-11 1.2v15c3-2.2 7-2.6 11-1.2z" fill="#f3c7b3" />
      </svg>
      <span className={styles.name}>
        Portail de <strong>l'autoédition</strong>
      </span>
    </span>
  );
}
