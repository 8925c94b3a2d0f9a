import { Link } from 'react-router-dom';
import { useNotFoundStatus } from '../../lib/routing/renderStatus.ts';
import styles from './NotFound.module.css';

export const NOT_FOUND_TITLE = 'Page introuvable';

export interface NotFoundProps {
  title?: string;
  message?: string;
  /** The way back: the site's home unless told otherwise (the back office leads to its modules). */
  home?: { to: string; label: string };
  /** 2 inside a page that already has its own title. */
  headingLevel?: 1 | 2;
}

/** What a reader sees at an address that leads nowhere, with a way back. */
export function NotFound({
  title = NOT_FOUND_TITLE,
  message = "La page que vous cherchez n'existe pas ou a été déplacée.",
  home = { to: '/', label: "Retour à l'accueil" },
  headingLevel = 1,
}: NotFoundProps) {
  useNotFoundStatus();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.notFound}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <Heading className={styles.title}>{title}</Heading>
      <p className={styles.message}>{message}</p>
      <Link to={home.to} className={styles.home}>
        {home.label}
      </Link>
    </div>
  );
}
