import { Link } from 'react-router-dom';
import { formatPrice } from '../../../../domain/formatPrice.ts';
import type { Produit } from '../../../lib/api/types.ts';
import { isFormation } from '../utils/catalogue.ts';
import { useProduitAction } from './produitAction.ts';
import { produitKind } from './produitVisual.ts';
import styles from './ProduitCard.module.css';

export interface ProduitCardProps {
  produit: Produit;
  headingLevel?: 'h2' | 'h3';
}

/** A product of the catalogue: its kind, name, short description and price; a training leads to its sessions. */
export function ProduitCard({ produit, headingLevel: HeadingTag = 'h3' }: ProduitCardProps) {
  const formation = isFormation(produit);
  const action = useProduitAction();
  const kind = produitKind(produit.IdTypeProduit);
  return (
    <article className={styles.card} data-type={produit.IdTypeProduit}>
      <div className={styles.kind}>
        {/* The kind is said in words beside it: the picture adds nothing to read. */}
        <img className={styles.visual} src={kind.visual} width={48} height={48} alt="" />
        <p className={styles.type}>{kind.label}</p>
      </div>
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
            Voir les sessions <span className={styles.arrow}>→</span>
          </p>
        ) : (
          // A training is added for one of its sessions, on its own page.
          <div className={styles.action}>{action?.(produit)}</div>
        )}
      </div>
    </article>
  );
}
