import { PUBLICATION_FIELD_LABELS as L } from '../../../../../domain/publication/labels.ts';
import { ButtonLink } from '../../../../components/ui/ButtonLink.tsx';
import type { Publication } from '../../api/getPublication.ts';
import { formatEan } from '../../utils/formatEan.ts';
import { publicationPath } from '../../utils/wizardPath.ts';
import { titleOf } from '../list/publicationText.ts';
import { DetailItem } from './DetailItem.tsx';
import styles from './PublicationDetail.module.css';

export interface PublicationSavedProps {
  publication: Publication;
}

/** Which publication was just saved, what now happens to it, and where to go next. */
export function PublicationSaved({ publication }: PublicationSavedProps) {
  return (
    <div className={styles.sections}>
      <section className={styles.section} aria-labelledby="publication-enregistree">
        <h2 id="publication-enregistree" className={styles.sectionTitle}>
          Publication enregistrée
        </h2>
        <dl className={styles.items}>
          <DetailItem label={L.Titre}>{titleOf(publication)}</DetailItem>
          <DetailItem label={L.Ean}>{formatEan(publication.Ean)}</DetailItem>
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="et-ensuite">
        <h2 id="et-ensuite" className={styles.sectionTitle}>
          Et ensuite ?
        </h2>
        <ol className={styles.steps}>
          <li>
            Notre équipe de modération vérifie les informations de votre publication. Vous retrouverez sa réponse dans
            le détail de la publication, depuis « Mes publications ».
          </li>
          <li>
            Une fois acceptée, la publication est transmise au catalogue de la librairie : les libraires et les
            bibliothèques peuvent alors la trouver et la commander.
          </li>
          <li>
            Vous pouvez encore modifier votre publication ; une modification est vérifiée à nouveau avant d'être
            transmise.
          </li>
        </ol>
      </section>
      <div className={styles.actions}>
        <ButtonLink to={publicationPath(publication.Id)}>Voir la publication</ButtonLink>
        <ButtonLink to="/publications" variant="secondary">
          Mes publications
        </ButtonLink>
      </div>
    </div>
  );
}
