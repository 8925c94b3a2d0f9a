import { useParams } from 'react-router-dom';
import { ErrorState } from '../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { NotFound } from '../../components/ui/NotFound.tsx';
import page from '../../components/ui/Page.module.css';
import { usePublication } from '../../features/publications/api/getPublication.ts';
import { FicheLibraireSection } from '../../features/publications/components/ficheLibraire/FicheLibraireSection.tsx';
import { PublicationDetail } from '../../features/publications/components/detail/PublicationDetail.tsx';
import { PUBLICATION_NOT_FOUND } from '../../features/publications/components/detail/publicationNotFound.ts';
import { PublicationHeader } from '../../features/publications/components/detail/PublicationHeader.tsx';
import { usePublicationReferenceLists } from '../../features/publications/components/detail/usePublicationReferenceLists.ts';
import { PublicationFixList } from '../../features/publications/components/fixList/PublicationFixList.tsx';
import { PublicationReferencing } from '../../features/publications/components/referencing/PublicationReferencing.tsx';
import { PriceSection } from '../../features/publications/components/price/PriceSection.tsx';
import { useReferencingCorrectionActor } from '../../features/publications/hooks/useReferencingCorrectionActor.ts';
import { titleOf } from '../../features/publications/components/list/publicationText.ts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { ApiError, errorMessage } from '../../lib/api/apiError.ts';
import { parseId } from '../../lib/routing/parseId.ts';
import { hasFixedPrice } from '../../../domain/publication/priceChange.ts';

/** `/publication/{id}`: a publication as declared, read only, and where its referencing stands. */
export default function PublicationDetailRoute() {
  const id = parseId(useParams().id);
  const publication = usePublication(id);
  // Asked for with the publication, not after it.
  const lists = usePublicationReferenceLists();
  const correction = useReferencingCorrectionActor();
  const missing = id === null || (publication.error instanceof ApiError && publication.error.isNotFound);
  useDocumentTitle(
    missing ? PUBLICATION_NOT_FOUND.title : publication.data ? titleOf(publication.data) : 'Publication',
  );

  if (missing) return <NotFound title={PUBLICATION_NOT_FOUND.title} message={PUBLICATION_NOT_FOUND.message} />;
  if (publication.isError)
    return <ErrorState message={errorMessage(publication.error)} onRetry={() => void publication.refetch()} />;
  if (lists.status === 'error') return <ErrorState message={errorMessage(lists.error)} onRetry={lists.retry} />;
  if (publication.isPending || lists.status === 'pending') return <LoadingState minHeight="32rem" />;

  return (
    <div className={page.page}>
      <PublicationHeader publication={publication.data} />
      <PublicationDetail
        publication={publication.data}
        lists={lists.lists}
        afterTracking={
          <>
            <PublicationFixList publication={publication.data} />
            <PublicationReferencing publication={publication.data} correction={correction} />
            {hasFixedPrice(publication.data.IdEtatPublication) && <PriceSection idPublication={publication.data.Id} />}
          </>
        }
      />
      <FicheLibraireSection idPublication={publication.data.Id} />
    </div>
  );
}
