import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database.ts';
import { abonnements, commandeProduits, commandes } from '../../platform/db/schema.ts';
import { ETATS_COMMANDE_PAYEE } from '../../../domain/order/paidOrders.ts';
import { TYPE_PRODUIT } from '../../../domain/referenceIds.ts';
import { parisDay } from '../../../domain/parisDay.ts';

/** A subscription's period: one year from the day it starts. */
function oneYearAfter(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Starts the subscriptions an order bought, once it is paid: one per subscription line, for a year, renewing. An
 * order not paid (or no longer: cancelled, refunded) starts none. Running it again changes nothing (one
 * subscription per order line). Returns how many were started.
 */
export async function activateSubscriptions(db: Queryable, idCommande: number, today = new Date()): Promise<number> {
  const lines = await db
    .select({ id: commandeProduits.id, idProduit: commandeProduits.idProduit, idCompte: commandes.idCompte })
    .from(commandeProduits)
    .innerJoin(commandes, eq(commandes.id, commandeProduits.idCommande))
    .where(
      and(
        eq(commandeProduits.idCommande, idCommande),
        eq(commandeProduits.idTypeProduit, TYPE_PRODUIT.abonnement),
        inArray(commandes.idEtatCommande, [...ETATS_COMMANDE_PAYEE]),
      ),
    );
  if (lines.length === 0) return 0;
  const dateDebut = parisDay(today);
  const started = await db
    .insert(abonnements)
    .values(
      lines.map((line) => ({
        idCompte: line.idCompte,
        idCommandeProduit: line.id,
        idProduit: line.idProduit,
        dateDebut,
        dateFin: oneYearAfter(dateDebut),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: abonnements.id });
  return started.length;
}
