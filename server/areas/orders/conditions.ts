import type { components } from '../../../openapi/generated/schema.d.ts';
import { startsBeforeWithdrawalEnds, VERSION_CGV } from '../../../domain/order/checkoutRules.ts';
import { isTrainingForIndividual } from '../../../domain/order/trainingForIndividual.ts';
import { TYPE_PRODUIT } from '../../../domain/referenceIds.ts';
import { isCompany } from './billingIdentity.ts';
import { type BasketWorld, type StoredLine, withTrainingNotices } from '../basket/public.ts';

type Schemas = components['schemas'];

/** What the order confirmation must ask for this basket, and what placing it refuses (contract ConditionsCommande). */
export function checkoutConditions(
  world: BasketWorld,
  lines: readonly StoredLine[],
  facturation: Schemas['IdentiteFacturation'],
  panier: Schemas['Panier'],
): Schemas['ConditionsCommande'] {
  const typed = lines.flatMap((line) => {
    const produit = world.produits.get(line.idProduit);
    return produit ? [{ line, produit }] : [];
  });
  const isPrivatePerson = !isCompany(facturation);
  const trainingsForIndividual = typed
    .filter(({ produit }) => isTrainingForIndividual(produit.idTypeProduit, isPrivatePerson))
    .map(({ line }) => line.id);
  return {
    VersionCGV: VERSION_CGV,
    Facturation: facturation,
    ExecutionImmediateRequise: typed.some(({ line, produit }) =>
      startsBeforeWithdrawalEnds(
        {
          idTypeProduit: produit.idTypeProduit,
          sessionStart: produit.sessions.find((session) => session.id === line.idFormation)?.dateDebut ?? null,
        },
        world.today,
      ),
    ),
    LignesSansPublication: typed
      .filter(
        ({ line, produit }) => produit.idTypeProduit === TYPE_PRODUIT.referencement && line.idPublication === null,
      )
      .map(({ line }) => line.id),
    LignesFormationParticulier: trainingsForIndividual,
    FormationParticulierRefusee: trainingsForIndividual.length > 0,
    Panier: withTrainingNotices(panier, isPrivatePerson),
  };
}
