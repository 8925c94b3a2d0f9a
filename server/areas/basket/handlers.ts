import type { FastifyRequest } from 'fastify';
import type { components } from '../../../openapi/generated/schema.d.ts';
import type { HandlerMap } from '../../platform/http/contractRoutes.ts';
import { valuesOf, type AppDependencies } from '../../platform/http/dependencies.ts';
import { HttpError } from '../../platform/http/httpError.ts';
import { callerAccountOf, requireCallerAccount } from '../../platform/http/authenticate.ts';
import type { Database } from '../../platform/db/database.ts';
import type { BasketWorld } from './catalogueView.ts';
import { BASKET_REFUSALS } from '../../../domain/basket/messages.ts';
import { ACCOUNT_MESSAGES } from '../../../domain/identity/messages.ts';
import { toBilanFusion, toPanier, type StoredLine } from './pricing.ts';
import { perAccountRateLimit } from '../../platform/http/perAccountRateLimit.ts';
import { mergeCodeRateLimit } from './reductionCodeRate.ts';
import { findBasketId, isPrivatePerson, loadLines, loadWorld, lockBasket, saveLines } from './repository.ts';
import { withTrainingNotices } from './trainingNotices.ts';
import {
  addLine,
  addLines,
  applyCode,
  changePublication,
  mergeBaskets,
  reconcileReduction,
  removeCode,
  removeLine,
  setQuantity,
  type Line,
  type Outcome,
} from './rules.ts';

type Panier = components['schemas']['Panier'];

/** An edit of the basket: from the world and the current lines, the wanted lines. */
type Edit = (world: BasketWorld, lines: readonly Line[]) => Outcome;

const accountNotFound = () => new HttpError(404, ACCOUNT_MESSAGES.accountNotFound);

/**
 * Runs one edit as a read-modify-write in a single transaction that first locks the basket row, so
 * that two tabs or a double click are applied one after the other and no update is lost. A refusal
 * writes nothing and answers the basket as it was, with the reason.
 */
async function editBasket(db: Database, request: FastifyRequest, edit: Edit): Promise<Panier> {
  const idCompte = requireCallerAccount(request, accountNotFound);
  return db.transaction(async (tx) => {
    const idCommande = await lockBasket(tx, idCompte);
    const world = await loadWorld(tx, idCompte);
    const stored = await loadLines(tx, idCommande);
    const outcome = edit(world, stored);
    // A refused edit returns the stored lines: nothing is written but a code that no longer applies.
    const reconciled = reconcileReduction(world, outcome.lines);
    const saved: StoredLine[] = await saveLines(tx, idCommande, stored, reconciled.lines);
    const message = outcome.message ?? (reconciled.withdrawn ? BASKET_REFUSALS.codeWithdrawn : null);
    const panier = toPanier(world, idCommande, saved, message);
    return withTrainingNotices(
      {
        ...panier,
        ...(outcome.codeRefusal && { MotifRefusCode: outcome.codeRefusal }),
        ...(outcome.merge && { BilanFusion: toBilanFusion(outcome.merge) }),
      },
      await isPrivatePerson(tx, idCompte),
    );
  });
}

export function basketHandlers({ db, config }: AppDependencies): HandlerMap {
  return {
    Panier_GetProduits: async (request) => {
      const idCompte = callerAccountOf(request)?.id;
      if (idCompte === undefined)
        return toPanier({ produits: new Map(), publications: new Map(), today: '' }, null, [], null);
      const world = await loadWorld(db, idCompte);
      const idCommande = await findBasketId(db, idCompte);
      const lines = idCommande === undefined ? [] : await loadLines(db, idCommande);
      return withTrainingNotices(toPanier(world, idCommande ?? null, lines, null), await isPrivatePerson(db, idCompte));
    },

    Panier_AddProduit: (request) => {
      const values = valuesOf(request, 'Requete_CommandeProduit');
      return editBasket(db, request, (world, lines) => addLine(world, lines, values));
    },

    Panier_UpdateQuantitePlus: (request) => {
      const values = valuesOf(request, 'Requete_CommandeProduit');
      return editBasket(db, request, (world, lines) => setQuantity(world, lines, values));
    },

    Panier_UpdateQuantiteMoins: (request) => {
      const values = valuesOf(request, 'Requete_CommandeProduit');
      return editBasket(db, request, (world, lines) => setQuantity(world, lines, values));
    },

    Panier_RemoveProduit: (request) => {
      const values = valuesOf(request, 'Requete_CommandeProduit');
      return editBasket(db, request, (world, lines) => removeLine(world, lines, values));
    },

    Panier_UpdatePublication: (request) => {
      const { IdPublicationChoisie, ...line } = valuesOf(request, 'Requete_PanierUpdatePublication');
      return editBasket(db, request, (world, lines) =>
        changePublication(world, lines, { ...line, Quantite: 1 }, IdPublicationChoisie),
      );
    },

    Panier_AddProduits: (request) => {
      const { ListeProduits } = valuesOf(request, 'Requete_PanierAddProduits');
      return editBasket(db, request, (world, lines) => addLines(world, lines, ListeProduits));
    },

    Panier_Fusion: {
      config: { rateLimit: mergeCodeRateLimit(config.reductionCodeRate) },
      handler: (request) => {
        const { ListeProduits, CodeReduction } = valuesOf(request, 'Requete_PanierFusion');
        return editBasket(db, request, (world, lines) => mergeBaskets(world, lines, ListeProduits, CodeReduction));
      },
    },

    Panier_CheckAndApplyReductionCode: {
      config: { rateLimit: perAccountRateLimit(config.reductionCodeRate) },
      handler: (request) => {
        const { CodeReduction } = valuesOf(request, 'Requete_CodeReduction');
        return editBasket(db, request, (world, lines) => applyCode(world, lines, CodeReduction));
      },
    },

    Panier_RemoveReductionCode: (request) => editBasket(db, request, (world, lines) => removeCode(world, lines)),
  };
}
