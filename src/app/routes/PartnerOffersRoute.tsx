import { NO_PARTNER_OFFER } from '../../../domain/offer/partnerOffers.ts';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { ErrorState } from '../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { RoutePage } from '../../components/ui/TitledPage.tsx';
import page from '../../components/ui/Page.module.css';
import { ContentBody } from '../../features/content/components/ContentBody.tsx';
import { contenuTitle } from '../../features/content/utils/contentElements.ts';
import { useOffresPartenaire } from '../../features/offers/api/getOffresPartenaire.ts';
import { ApiError, errorMessage } from '../../lib/api/apiError.ts';

const TITLE = 'Offres partenaires';

/** `/offres/partenaire` (spec 2 §2 and §6): the partners' offers, an editorial content open to either role. */
export default function PartnerOffersRoute() {
  const offres = useOffresPartenaire();
  const title = offres.data ? contenuTitle(offres.data, TITLE) : TITLE;
  const absent = offres.error instanceof ApiError && offres.error.isNotFound;
  return (
    <RoutePage title={title}>
      {absent ? (
        <EmptyState>{NO_PARTNER_OFFER}</EmptyState>
      ) : offres.isError ? (
        <ErrorState message={errorMessage(offres.error)} onRetry={() => void offres.refetch()} />
      ) : offres.isPending ? (
        <LoadingState minHeight="32rem" />
      ) : (
        <article className={page.article}>
          <ContentBody contenu={offres.data} />
        </article>
      )}
    </RoutePage>
  );
}
