import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NOT_FOUND_TITLE, NotFound } from '../../components/ui/NotFound.tsx';
import page from '../../components/ui/Page.module.css';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';

/**
 * What replaces a page that failed to render, typically because a new release replaced the code it asked for:
 * reloading fetches the current one.
 */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useDocumentTitle(notFound ? NOT_FOUND_TITLE : 'Erreur');
  if (notFound) return <NotFound />;
  return (
    <div className={page.page} role="alert">
      <div className={page.header}>
        <h1 className={page.title}>Une erreur est survenue</h1>
        <p className={page.lead}>Cette page n'a pas pu s'afficher. Rechargez-la pour réessayer.</p>
      </div>
      <p>
        {/* A plain link loads the page afresh, with the code of the current release. */}
        <a href={window.location.href}>Recharger la page</a>
      </p>
    </div>
  );
}
