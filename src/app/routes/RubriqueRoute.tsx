import { Link, useParams } from 'react-router-dom';
import { SanitizedHtml } from '../../components/content/SanitizedHtml.tsx';
import { ErrorState } from '../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { NotFound } from '../../components/ui/NotFound.tsx';
import page from '../../components/ui/Page.module.css';
import { useProduitsByRubrique } from '../../features/catalogue/api/getProduitsByRubrique.ts';
import { useRubriques } from '../../features/catalogue/api/getRubriques.ts';
import { ProduitGrid } from '../../features/catalogue/components/ProduitGrid.tsx';
import { ContentEditButton } from '../../features/contentEdit/public.ts';
import { browsableProduits, introOf } from '../../features/catalogue/utils/catalogue.ts';
import { HEAD_TEXTS } from '../head/headTexts.ts';
import { useErrorToast } from '../../hooks/useErrorToast.ts';
import { ApiError, errorMessage } from '../../lib/api/apiError.ts';
import { parseId } from '../../lib/routing/parseId.ts';

const NOT_FOUND_TITLE = HEAD_TEXTS.rubrique.notFoundTitle;
const NOT_FOUND_MESSAGE = "Cette rubrique n'existe pas ou n'est plus proposée.";

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.isNotFound;
}

/** A rubrique and its products. Fetch errors show as toasts (spec 2 §8) and in the page. */
export default function RubriqueRoute() {
  const id = parseId(useParams().id);
  const rubriques = useRubriques();
  const produits = useProduitsByRubrique(id);
  useErrorToast(rubriques.error);
  useErrorToast(produits.error, { skip: isNotFound(produits.error) });

  const rubrique = id === null ? undefined : rubriques.data?.find((r) => r.Id === id && r.Visible);
  const missing = id === null || (rubriques.isSuccess && !rubrique) || isNotFound(produits.error);

  if (missing) return <NotFound title={NOT_FOUND_TITLE} message={NOT_FOUND_MESSAGE} />;
  if (rubriques.isError)
    return <ErrorState message={errorMessage(rubriques.error)} onRetry={() => void rubriques.refetch()} />;
  // The page comes whole, its grid with it: nothing below its title moves.
  if (!rubrique || produits.isPending) return <LoadingState minHeight="40rem" />;

  const intro = introOf(rubrique);
  return (
    <div className={page.page}>
      <div className={page.header}>
        <Link to="/" className={page.back}>
          ← Tous les services
        </Link>
        <h1 className={page.title}>{rubrique.Libelle}</h1>
        <ContentEditButton idContenu={rubrique.Contenu[0]?.Id} title={rubrique.Libelle} />
        {intro && <SanitizedHtml className={page.lead} html={intro} />}
      </div>
      {produits.isError ? (
        <ErrorState message={errorMessage(produits.error)} onRetry={() => void produits.refetch()} />
      ) : (
        <ProduitGrid produits={browsableProduits(produits.data)} headingLevel="h2" />
      )}
    </div>
  );
}
