import { ARTICLE_TEXTS } from '../../../../domain/order/articleDownloads.ts';
import { ButtonLink } from '../../../components/ui/ButtonLink.tsx';
import styles from './ArticleDownloadLink.module.css';

/** « Télécharger »: leads to the page that downloads a bought article's PDF; named after the article for readers. */
export function ArticleDownloadLink({ libelle, to }: { libelle: string; to: string }) {
  return (
    <span className={styles.link}>
      <ButtonLink to={to} variant="secondary" aria-label={ARTICLE_TEXTS.downloadOf(libelle)}>
        {ARTICLE_TEXTS.download}
      </ButtonLink>
    </span>
  );
}
