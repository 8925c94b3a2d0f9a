import { useId } from 'react';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import { errorMessage } from '../../../lib/api/apiError.ts';
import { SELLER_TEXTS, sellerRows, type SellerBlockKind } from '../../../../domain/seller/sellerIdentity.ts';
import { useIdentiteVendeur } from '../api/getIdentiteVendeur.ts';
import styles from './SellerBlock.module.css';

/**
 * The seller's identity as the server's configuration gives it, beside the editable text of the legal notice or of
 * the CGV: that text never repeats it, so the pages cannot drift from the invoices and the e-mails.
 */
export function SellerBlock({ kind }: { kind: SellerBlockKind }) {
  const vendeur = useIdentiteVendeur();
  const titleId = useId();
  const title = kind === 'mentions' ? SELLER_TEXTS.publisherTitle : SELLER_TEXTS.sellerTitle;

  return (
    <section className={styles.block} aria-labelledby={titleId} data-testid="identite-vendeur">
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {vendeur.isError ? (
        <ErrorState
          message={`${SELLER_TEXTS.loadFailed} ${errorMessage(vendeur.error)}`}
          onRetry={() => void vendeur.refetch()}
        />
      ) : vendeur.isPending ? (
        <LoadingState minHeight="12rem" />
      ) : (
        <dl className={styles.rows}>
          {sellerRows(vendeur.data, kind).map((row) => (
            <div key={row.name} className={styles.row}>
              <dt className={styles.label}>{row.label}</dt>
              <dd className={styles.value}>{row.href ? <a href={row.href}>{row.value}</a> : row.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
