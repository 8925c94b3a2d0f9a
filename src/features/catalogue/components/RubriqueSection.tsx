import { Link } from 'react-router-dom';
import { SanitizedHtml } from '../../../components/content/SanitizedHtml.tsx';
import type { Produit, Rubrique } from '../../../lib/api/types.ts';
import { ContentEditButton } from '../../contentEdit/public.ts';
import { introOf } from '../utils/catalogue.ts';
import { ProduitGrid } from './ProduitGrid.tsx';
import styles from './RubriqueSection.module.css';

/** One rubrique of the services home: its name leading to its page, its introduction and its products. */
export function RubriqueSection({ rubrique, produits }: { rubrique: Rubrique; produits: readonly Produit[] }) {
  const headingId = `rubrique-${rubrique.Id}`;
  const intro = introOf(rubrique);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          <Link to={`/rubrique/${rubrique.Id}`}>{rubrique.Libelle}</Link>
        </h2>
        <ContentEditButton idContenu={rubrique.Contenu[0]?.Id} title={rubrique.Libelle} />
        {intro && <SanitizedHtml className={styles.intro} html={intro} />}
      </div>
      <ProduitGrid produits={produits} />
    </section>
  );
}
