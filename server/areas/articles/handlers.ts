import type { FastifyReply } from 'fastify';
import { ARTICLE_FILE_LIMITS, ARTICLE_TEXTS, articleFileName } from '../../../domain/order/articleDownloads.ts';
import type { HandlerMap } from '../../platform/http/contractRoutes.ts';
import { valuesOf, type AppDependencies } from '../../platform/http/dependencies.ts';
import { HttpError } from '../../platform/http/httpError.ts';
import { sendStoredFile } from '../../platform/files/sendStoredFile.ts';
import { readArticleFile } from './articleFiles.ts';
import { findBuyersArticle } from './repository.ts';
import { requireCallerAccount } from '../../platform/http/authenticate.ts';

/** Every case an article is not given answers the same: unpaid, refunded, another account's, unknown. */
export const articleNotFound = () => new HttpError(404, ARTICLE_TEXTS.notFound.message);

/** Sends an article's stored PDF as an attachment named after the article, never cached, never sniffed. */
export async function sendArticleFile(
  reply: FastifyReply,
  dataDir: string,
  article: { libelle: string; fichier: string },
): Promise<FastifyReply> {
  const bytes = await readArticleFile(dataDir, article.fichier);
  if (!bytes) throw articleNotFound();
  return sendStoredFile(reply, {
    bytes,
    mediaType: ARTICLE_FILE_LIMITS.mediaType,
    name: articleFileName(article.libelle),
    disposition: 'attachment',
    cacheControl: 'private, no-store',
  });
}

export function articleHandlers({ db, config }: AppDependencies): HandlerMap {
  return {
    Commande_Commande_Article_Download: async (request, reply) => {
      const { IdCommande, IdCommandeProduit } = valuesOf(request, 'Requete_ArticleDownload');
      const idCompte = requireCallerAccount(request, articleNotFound);
      const article = await findBuyersArticle(db, idCompte, IdCommande, IdCommandeProduit);
      if (!article) throw articleNotFound();
      return sendArticleFile(reply, config.dataDir, article);
    },
  };
}
