import { useMatches } from 'react-router-dom';
import { ErrorState } from '../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { NotFound } from '../../components/ui/NotFound.tsx';
import page from '../../components/ui/Page.module.css';
import { useContenu, type ContenuName } from '../../features/content/api/getContenuByName.ts';
import { ContentBody } from '../../features/content/components/ContentBody.tsx';
import { SellerBlock } from '../../features/content/components/SellerBlock.tsx';
import { ContentEditButton } from '../../features/contentEdit/public.ts';
import { contenuTitle } from '../../features/content/utils/contentElements.ts';
import { ApiError, errorMessage } from '../../lib/api/apiError.ts';
import type { SellerBlockKind } from '../../../domain/seller/sellerIdentity.ts';

/** What a route of an editorial page says about itself (its `handle` in the router). */
export interface ContentRouteHandle {
  contenu: ContenuName;
  title: string;
  /** The seller's identity the page shows beside its editable text, from the server's configuration. */
  vendeur?: SellerBlockKind;
}

function isContentHandle(handle: unknown): handle is ContentRouteHandle {
  return typeof handle === 'object' && handle !== null && 'contenu' in handle && 'title' in handle;
}

function useContentHandle(): ContentRouteHandle {
  const handle = useMatches().findLast((match) => isContentHandle(match.handle))?.handle;
  if (!isContentHandle(handle)) throw new Error('ContentRoute needs a route handle naming its content');
  return handle;
}

/** The editorial pages (CGU, legal notices, cookie policy): one component, the content named by the route. */
export default function ContentRoute() {
  const { contenu: name, title: fallbackTitle, vendeur } = useContentHandle();
  const contenu = useContenu(name);
  const title = contenu.data ? contenuTitle(contenu.data, fallbackTitle) : fallbackTitle;

  if (contenu.error instanceof ApiError && contenu.error.isNotFound) {
    return <NotFound title={fallbackTitle} message="Ce contenu n'est pas disponible pour le moment." />;
  }
  return (
    <div className={page.page}>
      <div className={page.header}>
        <h1 className={page.title}>{title}</h1>
        <ContentEditButton idContenu={contenu.data?.Id} title={title} />
      </div>
      {vendeur && <SellerBlock kind={vendeur} />}
      {contenu.isError ? (
        <ErrorState message={errorMessage(contenu.error)} onRetry={() => void contenu.refetch()} />
      ) : contenu.isPending ? (
        <LoadingState minHeight="32rem" />
      ) : (
        <article className={page.article}>
          <ContentBody contenu={contenu.data} />
        </article>
      )}
    </div>
  );
}
