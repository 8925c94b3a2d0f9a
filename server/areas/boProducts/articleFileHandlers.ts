import { BO_PRODUCT_NOT_FOUND } from '../../../domain/basket/boProductTexts.ts';
import { ARTICLE_TEXTS } from '../../../domain/order/articleDownloads.ts';
import { PUBLICATION_MESSAGES } from '../../../domain/publication/messages.ts';
import { UPLOAD_PUBLICATION_REQUIRED_MESSAGE } from '../../../domain/validation/generated/contractTexts.js';
import type { HandlerMap } from '../../platform/http/contractRoutes.ts';
import { valuesOf, type AppDependencies } from '../../platform/http/dependencies.ts';
import { fieldRefusal, HttpError } from '../../platform/http/httpError.ts';
import { findProductFile, findProductType, readBoProduct } from './repository.ts';
import { isArticle } from './rules.ts';
import { toProduitBO } from './view.ts';
import { judgeArticleFile, articleNotFound, sendArticleFile, saveArticleFile } from '../articles/public.ts';
import { uploadIds, type UploadBody } from '../publications/public.ts';

const notFound = () => new HttpError(404, BO_PRODUCT_NOT_FOUND);

/** A refusal of the uploaded file, on its field. */
function fileRefusal(Message: string) {
  return fieldRefusal('/fichier', Message);
}

/** The PDF an article gives its buyers: staff upload or replace it, and read it back as buyers get it. */
export function boArticleFileHandlers({ db, config, outbox, mailer }: AppDependencies): HandlerMap {
  return {
    BO_Produit_Produit_FichierUpload: async (request, reply) => {
      const body = request.body as UploadBody;
      const ids = uploadIds(body, ['IdProduit'], reply);
      if (ids === undefined) return reply;
      const product = await findProductType(db, ids.IdProduit);
      if (!product) throw notFound();
      if (!isArticle(product)) throw new HttpError(400, ARTICLE_TEXTS.notAnArticle);
      const file = body.fichier;
      if (file === undefined) return reply.code(400).send(fileRefusal(UPLOAD_PUBLICATION_REQUIRED_MESSAGE));
      if (!Buffer.isBuffer(file)) return reply.code(400).send(fileRefusal(PUBLICATION_MESSAGES.notAFile));
      const verdict = await judgeArticleFile(file);
      if (verdict) return reply.code(400).send(fileRefusal(verdict.refusal));

      const deps = { db, dataDir: config.dataDir, publicUrl: config.publicUrl, outbox, mailer };
      if (!(await saveArticleFile(deps, ids.IdProduit, file))) throw notFound();
      const row = await readBoProduct(db, ids.IdProduit);
      if (!row) throw notFound();
      return toProduitBO(row);
    },

    BO_Produit_Produit_FichierDownload: async (request, reply) => {
      const { Id } = valuesOf(request, 'Requete_Id');
      const product = await findProductFile(db, Id);
      if (!product) throw notFound();
      if (product.fichier === null) throw articleNotFound();
      return sendArticleFile(reply, config.dataDir, { libelle: product.libelle, fichier: product.fichier });
    },
  };
}
