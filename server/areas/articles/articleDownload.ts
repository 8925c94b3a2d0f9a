import type { FastifyReply } from 'fastify';
import { ARTICLE_FILE_LIMITS, ARTICLE_TEXTS, articleFileName } from '../../../domain/order/articleDownloads.ts';
import { sendStoredFile } from '../../platform/files/sendStoredFile.ts';
import { HttpError } from '../../platform/http/httpError.ts';
import { readArticleFile } from './articleFiles.ts';

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
