import type { HandlerMap } from '../../platform/http/contractRoutes.ts';
import { valuesOf, type AppDependencies } from '../../platform/http/dependencies.ts';
import { articleNotFound, sendArticleFile } from './articleDownload.ts';
import { findBuyersArticle } from './repository.ts';
import { requireCallerAccount } from '../../platform/http/authenticate.ts';

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
