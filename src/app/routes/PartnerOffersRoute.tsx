import { NO_PARTNER_OFFER } from '../../../domain/offer/partnerOffers.ts';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { ErrorState } from '../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import page from '../../components/ui/Page.module.css';
import { ContentBody } from '../../features/content/components/ContentBody.tsx';
import { contenuTitle } from '../../features/content/utils/contentElements.ts';
import { useOffresPartenaire } from '../../features/offers/api/getOffresPartenaire.ts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { ApiError, errorMessage } from '../../lib/api/apiError.ts';

const TITLE = 'Offres partenaires';

/** `/offres/partenaire` (spec 2 §2 and §6): the partners' offers, an editorial content open to either role. */
export default function PartnerOffersRoute() {
  const offres = useOffresPartenaire();
  const title = offres.data ? contenuTitle(offres.data, TITLE) : TITLE;
  useDocumentTitle(title);
  const absent = offres.error instanceof ApiError && offres.error.isNotFound;
  return (
    <div className={page.page}>
      <div className={page.header}>
        <h1 className={page.title}>{title}</h1>
      </div>
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
    </div>
  );
}
