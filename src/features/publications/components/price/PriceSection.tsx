import { formatPrice } from '../../../../../domain/formatPrice.ts';
import { pendingPriceSentence, PRICE_TEXTS as T } from '../../../../../domain/publication/priceChange.ts';
import { ErrorState } from '../../../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../../../components/ui/LoadingState.tsx';
import { TitledSection } from '../../../../components/ui/TitledSection.tsx';
import { errorMessage } from '../../../../lib/api/apiError.ts';
import { usePublicationPrices } from '../../api/publicationPrices.ts';
import { usePriceChangeActor } from '../../hooks/usePriceChangeActor.ts';
import { DetailItem } from '../detail/DetailItem.tsx';
import detail from '../detail/PublicationDetail.module.css';
import { CancelPendingPrice } from './CancelPendingPrice.tsx';
import { PriceHistory } from './PriceHistory.tsx';
import { SchedulePriceForm } from './SchedulePriceForm.tsx';
import styles from './PriceSection.module.css';

export interface PriceSectionProps {
  idPublication: number;
}

/**
 * « Prix » of a validated publication (fixed book price law): the price in force, the change announced with
 * « Annuler ce changement », or the form to schedule one, and the history of the changes.
 */
export function PriceSection({ idPublication }: PriceSectionProps) {
  const prices = usePublicationPrices(idPublication);
  const actor = usePriceChangeActor(idPublication);
  return (
    <TitledSection title={T.title} className={detail.section} titleClassName={detail.sectionTitle}>
      {prices.isError ? (
        <ErrorState message={`${T.loadFailed} ${errorMessage(prices.error)}`} onRetry={() => void prices.refetch()} />
      ) : prices.isPending ? (
        <LoadingState minHeight="10rem" />
      ) : (
        <>
          <dl className={detail.items}>
            <DetailItem label={T.current}>
              {prices.data.PrixTTCCentimes === null ? T.noPrice : formatPrice(prices.data.PrixTTCCentimes)}
            </DetailItem>
            <DetailItem label={T.pending}>
              {prices.data.Prevu
                ? pendingPriceSentence(prices.data.Prevu.PrixTTCCentimes, prices.data.Prevu.DateEffet)
                : T.noPending}
            </DetailItem>
          </dl>
          {prices.data.Prevu ? (
            <div className={styles.actions}>
              <CancelPendingPrice actor={actor} prevu={prices.data.Prevu} />
            </div>
          ) : (
            <SchedulePriceForm actor={actor} minimum={prices.data.DateEffetMinimale} />
          )}
          <PriceHistory historique={prices.data.Historique} />
        </>
      )}
    </TitledSection>
  );
}
