import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database.ts';
import { commandeProduits, commandes, produits, sessionsFormation } from '../../platform/db/schema.ts';
import { ETATS_COMMANDE_PAYEE } from '../../../domain/order/paidCommandes.ts';

/** The training lines of the account's paid orders, the nearest session first (one line, when asked). */
export async function findBookedTrainings(
  db: Queryable,
  idCompte: number,
  line?: { idProduit: number; idCommandeProduit: number },
) {
  return db
    .select({
      ligne: commandeProduits,
      commande: { id: commandes.id, numero: commandes.numero },
      session: sessionsFormation,
    })
    .from(commandeProduits)
    .innerJoin(commandes, eq(commandes.id, commandeProduits.idCommande))
    .innerJoin(sessionsFormation, eq(sessionsFormation.id, commandeProduits.idFormation))
    .innerJoin(produits, eq(produits.id, commandeProduits.idProduit))
    .where(
      and(
        eq(commandes.idCompte, idCompte),
        inArray(commandes.idEtatCommande, [...ETATS_COMMANDE_PAYEE]),
        ...(line
          ? [eq(commandeProduits.id, line.idCommandeProduit), eq(commandeProduits.idProduit, line.idProduit)]
          : []),
      ),
    )
    .orderBy(asc(sessionsFormation.dateDebut), asc(commandeProduits.id));
}

export type BookedTrainingRow = Awaited<ReturnType<typeof findBookedTrainings>>[number];
