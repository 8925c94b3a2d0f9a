import { DEFAULT_PAGINATION } from '../../../domain/pagination.ts';
import type { HandlerMap } from '../../platform/http/contractRoutes.ts';
import { valuesOf, type AppDependencies } from '../../platform/http/dependencies.ts';
import { idempotencyKeyOf, runIdempotent } from '../../platform/http/idempotency.ts';
import { loadBillingIdentity } from './billingIdentity.ts';
import { commandeNotFound } from './readCommande.ts';
import { checkoutConditions } from './conditions.ts';
import { toCommandeResume } from './commandeView.ts';
import { readCommande } from './readCommande.ts';
import { placeCommande } from './placeCommande.ts';
import { listCommandes } from './repository.ts';
import { requireCallerAccount } from '../../platform/http/authenticate.ts';
import { findDownloadableArticles } from '../articles/public.ts';
import { findBasketId, loadLines, loadWorld, toPanier } from '../basket/public.ts';

export function commandeHandlers({ db, outbox }: AppDependencies): HandlerMap {
  return {
    Commande_Commande_GetConditions: async (request) => {
      const idCompte = requireCallerAccount(request, commandeNotFound);
      const [world, facturation, idCommande] = await Promise.all([
        loadWorld(db, idCompte),
        loadBillingIdentity(db, idCompte),
        findBasketId(db, idCompte),
      ]);
      const lines = idCommande === undefined ? [] : await loadLines(db, idCommande);
      return checkoutConditions(world, lines, facturation, toPanier(world, idCommande ?? null, lines, null));
    },

    Commande_Commande_Create: async (request) => {
      const values = valuesOf(request, 'Requete_CommandeCreate');
      const idCompte = requireCallerAccount(request, commandeNotFound);
      const action = { idCompte, operation: 'Commande_Create', key: idempotencyKeyOf(request), values };
      let queued = 0;
      const commande = await runIdempotent(db, action, async (tx) => {
        const placed = await placeCommande(tx, idCompte, values);
        queued = placed.queued;
        return readCommande(tx, idCompte, placed.idCommande);
      });
      if (queued > 0) outbox.kick();
      return commande;
    },

    Commande_Commande_GetAll_List: async (request) => {
      const { Limit = DEFAULT_PAGINATION.Limit, Offset = DEFAULT_PAGINATION.Offset } = valuesOf(
        request,
        'Requete_Pagination',
      );
      const idCompte = requireCallerAccount(request, commandeNotFound);
      const page = await listCommandes(db, idCompte, Limit, Offset);
      const articles = await findDownloadableArticles(
        db,
        page.items.map(({ commande }) => commande.id),
      );
      return {
        Total: page.total,
        Items: page.items.map(({ commande, etatCommande }) => ({
          ...toCommandeResume(commande, etatCommande),
          Telechargements: articles.get(commande.id) ?? [],
        })),
      };
    },

    Commande_Commande_Get: async (request) => {
      const { Id } = valuesOf(request, 'Requete_Id');
      return readCommande(db, requireCallerAccount(request, commandeNotFound), Id);
    },
  };
}
