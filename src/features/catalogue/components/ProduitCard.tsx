import { Link } from 'react-router-dom';
import { TYPE_PRODUIT } from '../../../../domain/referenceIds.ts';
import { formatPrice } from '../../../lib/format/formatPrice.ts';
import type { Produit } from '../../../lib/api/types.ts';
import { isFormation } from '../utils/catalogue.ts';
import { useProduitAction } from './produitAction.ts';
import styles from './ProduitCard.module.css';

const TYPE_LABEL: Record<number, string> = {
  [TYPE_PRODUIT.referencement]: 'Référencement',
  [TYPE_PRODUIT.formation]: 'Formation',
  [TYPE_PRODUIT.article]: 'Article',
  [TYPE_PRODUIT.abonnement]: 'Abonnement',
};

export interface ProduitCardProps {
  produit: Produit;
  headingLevel?: 'h2' | 'h3';
}

/** A product of the catalogue: its name, short description and price; a training leads to its sessions. */
export function ProduitCard({ produit, headingLevel: HeadingTag = 'h3' }: ProduitCardProps) {
  const formation = isFormation(produit);
  const action = useProduitAction();
  return (
    <article className={styles.card}>
      <p className={styles.type}>{TYPE_LABEL[produit.IdTypeProduit] ?? 'Service'}</p>
      <HeadingTag className={styles.title}>
        {formation ? (
          // The link covers the whole card: a training is chosen by pointing anywhere on it.
          <Link className={styles.cardLink} to={`/formation/${produit.Id}`}>
            {produit.Libelle}
          </Link>
        ) : (
          produit.Libelle
        )}
      </HeadingTag>
      <p className={styles.description}>{produit.Description}</p>
      <div className={styles.footer}>
        <p className={styles.price}>
          {formatPrice(produit.PrixTTCCentimes)}
          <span className={styles.ttc}> TTC</span>
        </p>
        {formation ? (
          <p className={styles.more} aria-hidden="true">
            Voir les sessions →
          </p>
        ) : (
          // A training is added for one of its sessions, on its own page.
          action?.(produit)
        )}
      </div>
    </article>
  );
}
