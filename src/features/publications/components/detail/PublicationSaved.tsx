import { PUBLICATION_FIELD_LABELS as L } from '../../../../../domain/publication/labels.ts';
import { ButtonLink } from '../../../../components/ui/ButtonLink.tsx';
import type { Publication } from '../../api/getPublication.ts';
import { formatEan } from '../../utils/formatEan.ts';
import { publicationPath } from '../../utils/wizardPath.ts';
import { PublicationStateBadge } from '../list/PublicationStateBadge.tsx';
import { ReferencingOffer } from '../referencing/ReferencingOffer.tsx';
import { titleOf } from '../list/publicationText.ts';
import { DetailItem } from './DetailItem.tsx';
import styles from './PublicationDetail.module.css';

export interface PublicationSavedProps {
  publication: Publication;
}

/** Which publication was just submitted, its state, what now happens to it, and where to go next. */
export function PublicationSaved({ publication }: PublicationSavedProps) {
  return (
    <div className={styles.sections}>
      <section className={styles.section} aria-labelledby="publication-soumise">
        <h2 id="publication-soumise" className={styles.sectionTitle}>
          Publication soumise
        </h2>
        <dl className={styles.items}>
          <DetailItem label={L.Titre}>{titleOf(publication)}</DetailItem>
          <DetailItem label={L.Ean}>{formatEan(publication.Ean)}</DetailItem>
          <DetailItem label="État">
            <PublicationStateBadge idEtatPublication={publication.IdEtatPublication} announceAsState={false} />
          </DetailItem>
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="et-ensuite">
        <h2 id="et-ensuite" className={styles.sectionTitle}>
          Et ensuite ?
        </h2>
        <ol className={styles.steps}>
          <li>
            Notre équipe de modération vérifie les informations de votre publication. Vous recevrez sa réponse par
            e-mail et la retrouverez dans le détail de la publication, depuis « Mes publications ».
          </li>
          <li>
            Une fois acceptée et son référencement payé, la publication est transmise au catalogue de la librairie : les
            libraires et les bibliothèques peuvent alors la trouver et la commander.
          </li>
          <li>
            Tant qu'elle attend la modération, la publication ne peut plus être modifiée. Pour la changer, retirez-la de
            la modération depuis son détail ; si elle est refusée, vous pourrez la corriger et la soumettre de nouveau.
          </li>
        </ol>
      </section>
      <ReferencingOffer referencement={publication.Referencement} className={styles.section} />
      <div className={styles.actions}>
        <ButtonLink to={publicationPath(publication.Id)}>Voir la publication</ButtonLink>
        <ButtonLink to="/publications" variant="secondary">
          Mes publications
        </ButtonLink>
      </div>
    </div>
  );
}
