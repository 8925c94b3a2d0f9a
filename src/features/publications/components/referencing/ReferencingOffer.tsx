import { useId } from 'react';
import { formatPrice } from '../../../../../domain/formatPrice.ts';
import { REFERENCING_OFFER_TEXTS as T } from '../../../../../domain/referencing/referencingTexts.ts';
import { useReferencingPrices } from '../../api/getReferencingProducts.ts';
import type { Publication } from '../../api/getPublication.ts';
import styles from './Referencing.module.css';

export interface ReferencingOfferProps {
  /** The publication just submitted: what pays its referencing, or its own price. Without it, the catalogue's prices. */
  referencement?: Publication['Referencement'];
  className?: string;
}

/** What the prices say: this publication's, or the catalogue's for a printed and a digital book. */
function PriceText({ referencement }: Pick<ReferencingOfferProps, 'referencement'>) {
  if (referencement) {
    if (referencement.Couverture) return <p>{T.ofPublication[referencement.Couverture]}</p>;
    return (
      <>
        <p>{T.ofPublication.toOrder(formatPrice(referencement.PrixCentimes))}</p>
        <p>{T.subscription}</p>
      </>
    );
  }
  return <CataloguePrices />;
}

function CataloguePrices() {
  const prices = useReferencingPrices();
  return (
    <>
      {/* Read politely once known, so that the sentence does not appear unannounced to screen readers. */}
      <p aria-live="polite">
        {prices.status === 'success'
          ? T.price(formatPrice(prices.imprime), formatPrice(prices.numerique))
          : prices.status === 'error'
            ? T.priceUnknown
            : null}
      </p>
      <p>{T.subscription}</p>
    </>
  );
}

/** What referencing buys, what it costs and that a subscription covers it. */
export function ReferencingOffer({ referencement, className }: ReferencingOfferProps) {
  const titleId = useId();
  return (
    <section className={[styles.offer, className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.offerTitle}>
        {T.title}
      </h2>
      <ul className={styles.offerList}>
        {T.buys.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <PriceText referencement={referencement} />
    </section>
  );
}
