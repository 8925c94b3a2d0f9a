import { Navigate, useParams } from 'react-router-dom';
import { ErrorState } from '../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { NotFound } from '../../components/ui/NotFound.tsx';
import { TitledPage } from '../../components/ui/TitledPage.tsx';
import { usePublication } from '../../features/publications/api/getPublication.ts';
import { FicheLibraireSection } from '../../features/publications/components/ficheLibraire/FicheLibraireSection.tsx';
import { PublicationSaved } from '../../features/publications/components/detail/PublicationSaved.tsx';
import { PUBLICATION_NOT_FOUND } from '../../features/publications/components/detail/publicationNotFound.ts';
import { endPageRedirect } from '../../features/publications/utils/endPageRedirect.ts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { ApiError, errorMessage } from '../../lib/api/apiError.ts';
import { parseId } from '../../lib/routing/parseId.ts';

const TITLE = 'Votre publication est soumise à la modération';

/** `/publication/{id}/edit/fin`: where the wizard leads once step 5 is validated and the publication submitted. */
export default function PublicationEndRoute() {
  const id = parseId(useParams().id);
  const publication = usePublication(id);
  const missing = id === null || (publication.error instanceof ApiError && publication.error.isNotFound);
  useDocumentTitle(missing ? PUBLICATION_NOT_FOUND.title : TITLE);

  if (missing) return <NotFound title={PUBLICATION_NOT_FOUND.title} message={PUBLICATION_NOT_FOUND.message} />;
  const redirect = publication.data ? endPageRedirect(publication.data) : null;
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <TitledPage title={TITLE} lead="Merci ! Votre publication va maintenant être vérifiée avant son référencement.">
      {publication.isError ? (
        <ErrorState message={errorMessage(publication.error)} onRetry={() => void publication.refetch()} />
      ) : publication.isPending ? (
        <LoadingState />
      ) : (
        <>
          <PublicationSaved publication={publication.data} />
          <FicheLibraireSection idPublication={publication.data.Id} />
        </>
      )}
    </TitledPage>
  );
}
