import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { ARTICLE_TEXTS } from '../../../../domain/order/articleDownloads.ts';
import { FOLLOW_UP_PATHS } from '../../../../domain/order/paths.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { NotFound } from '../../../components/ui/NotFound.tsx';
import page from '../../../components/ui/Page.module.css';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts';
import { ApiError } from '../../../lib/api/apiError.ts';
import { useDownloadArticle, type ArticleToDownload } from '../api/downloadArticle.ts';
import { useCommande } from '../api/getCommande.ts';
import styles from './ArticleDownload.module.css';

/**
 * The page a « Télécharger » link leads to, from the order, « Mes commandes » or the confirmation e-mail: signed in,
 * the buyer gets the PDF at once, and may ask for it again. An article not given (unpaid, refunded, another
 * account's) is not found.
 */
export function ArticleDownload({ article }: { article: ArticleToDownload }) {
  const download = useDownloadArticle();
  const commande = useCommande(article.IdCommande);
  const libelle = commande.data?.Lignes.find((ligne) => ligne.Id === article.IdCommandeProduit)?.Libelle;
  const started = useRef<string | null>(null);
  const key = `${article.IdCommande}/${article.IdCommandeProduit}`;
  const { mutate } = download;

  // Once per address: a second render (StrictMode, a refetch) does not download the file again.
  useEffect(() => {
    if (started.current === key) return;
    started.current = key;
    mutate(article);
  }, [key, article, mutate]);

  const missing = download.error instanceof ApiError && download.error.isNotFound;
  useDocumentTitle(missing ? ARTICLE_TEXTS.notFound.title : ARTICLE_TEXTS.downloadTitle);
  if (missing) {
    return <NotFound title={ARTICLE_TEXTS.notFound.title} message={ARTICLE_TEXTS.notFound.message} />;
  }

  return (
    <div className={page.page}>
      <div className={page.header}>
        <Link to={FOLLOW_UP_PATHS.commande(article.IdCommande)} className={page.back}>
          {ARTICLE_TEXTS.backToCommande}
        </Link>
        <h1 className={page.title}>{ARTICLE_TEXTS.downloadTitle}</h1>
      </div>
      {download.isError ? (
        <ErrorState message={ARTICLE_TEXTS.downloadFailed} onRetry={() => mutate(article)} />
      ) : (
        <div className={styles.status}>
          <p role="status" className={styles.message}>
            {download.isSuccess ? ARTICLE_TEXTS.downloadStarted(libelle) : ARTICLE_TEXTS.downloading}
          </p>
          {download.isSuccess && (
            <Button variant="secondary" onPress={() => mutate(article)}>
              {ARTICLE_TEXTS.downloadAgain}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
