import { useParams } from 'react-router-dom';
import { ARTICLE_TEXTS } from '../../../domain/order/articleDownloads.ts';
import { NotFound } from '../../components/ui/NotFound.tsx';
import { ArticleDownload } from '../../features/orders/components/ArticleDownload.tsx';
import { parseId } from '../../lib/routing/parseId.ts';

/** `/commande/{id}/article/{idcommandeproduit}`: downloads a bought article's PDF, the address its links give. */
export default function ArticleDownloadRoute() {
  const params = useParams();
  const idCommande = parseId(params.id);
  const idCommandeProduit = parseId(params.idcommandeproduit);
  if (idCommande === null || idCommandeProduit === null) {
    return <NotFound title={ARTICLE_TEXTS.notFound.title} message={ARTICLE_TEXTS.notFound.message} />;
  }
  return (
    <ArticleDownload
      key={`${idCommande}/${idCommandeProduit}`}
      article={{ IdCommande: idCommande, IdCommandeProduit: idCommandeProduit }}
    />
  );
}
