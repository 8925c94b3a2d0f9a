import { ADMIN_PUBLICATION_TEXTS as T } from '../../../../domain/publication/adminPublicationTexts.ts';
import type { BoPublication } from '../api/getBoPublication.ts';
import styles from './OwnerSection.module.css';

/** The account that declared the publication. */
export function OwnerSection({ publication }: { publication: BoPublication }) {
  return (
    <section className={styles.owner} aria-labelledby="compte-proprietaire">
      <h2 id="compte-proprietaire" className={styles.title}>
        {T.owner}
      </h2>
      <p className={styles.name}>{`${publication.Prenom} ${publication.Nom}`.trim()}</p>
      <p className={styles.login}>{publication.Login}</p>
    </section>
  );
}
