import { Link } from 'react-router-dom';
import { ADMIN_DELIVERY_TEXTS, NOTIFICATION_LABELS } from '../../../../domain/referencing/deliveryTexts.ts';
import { REFERENCING_STATE_LABELS } from '../../../../domain/referencing/referencingTexts.ts';
import { Badge, type BadgeTone } from '../../../components/ui/Badge.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import type { LivraisonProduit } from '../api/getBoLivraison.ts';
import { ADMIN_DELIVERY_PATHS } from '../paths.ts';
import { CatalogueMessages } from './CatalogueMessages.tsx';
import styles from './AdminDeliveries.module.css';

const T = ADMIN_DELIVERY_TEXTS.detail;

const STATUS_TONES: Readonly<Record<NonNullable<LivraisonProduit['Statut']>, BadgeTone>> = {
  referencee: 'success',
  referenceeAvecRemarques: 'warning',
  rejetee: 'danger',
};

function Title({ produit }: { produit: LivraisonProduit }) {
  if (produit.IdPublication === null || produit.IdPersonne === null)
    return (
      <span>
        {produit.Titre} <span className={styles.muted}>({T.deletedPublication})</span>
      </span>
    );
  return (
    <Link to={ADMIN_DELIVERY_PATHS.publication(produit.IdPersonne, produit.IdPublication)} className={styles.link}>
      {produit.Titre}
    </Link>
  );
}

function Status({ statut }: { statut: LivraisonProduit['Statut'] }) {
  if (statut === null) return <Badge tone="neutral">{T.awaitingAnswer}</Badge>;
  return <Badge tone={STATUS_TONES[statut]}>{REFERENCING_STATE_LABELS[statut]}</Badge>;
}

/** The delivered products, one card each: what was sent, and what the catalogue answered about it. */
export function DeliveryProducts({ produits }: { produits: readonly LivraisonProduit[] }) {
  if (produits.length === 0) return <EmptyState>{T.productsEmpty}</EmptyState>;
  return (
    <ul className={styles.products}>
      {produits.map((produit) => (
        <li key={`${produit.Ean}-${produit.Notification}`} className={styles.product}>
          <article aria-label={`${produit.Titre} (${produit.Ean})`} className={styles.productBody}>
            <h3 className={styles.productTitle}>
              <Title produit={produit} />
            </h3>
            <dl className={styles.productFacts}>
              <div>
                <dt>{T.productColumns.ean}</dt>
                <dd className={styles.ean}>{produit.Ean}</dd>
              </div>
              <div>
                <dt>{T.productColumns.notification}</dt>
                <dd>{`${NOTIFICATION_LABELS[produit.Notification]} (${produit.Notification})`}</dd>
              </div>
              <div>
                <dt>{T.productColumns.statut}</dt>
                <dd>
                  <Status statut={produit.Statut} />
                </dd>
              </div>
            </dl>
            <div className={styles.productMessages}>
              <h4 className={styles.messagesTitle}>{T.productColumns.messages}</h4>
              <CatalogueMessages messages={produit.Messages} />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
