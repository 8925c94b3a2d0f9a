import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database.ts';
import { abonnements, commandeProduits, commandes, comptes } from '../../platform/db/schema.ts';

const columns = {
  abonnement: abonnements,
  libelle: commandeProduits.libelle,
  idCommande: commandes.id,
  numeroCommande: commandes.numero,
};

/** The account's subscriptions, the newest first (one, when asked). */
export async function findSubscriptions(db: Queryable, idCompte: number, id?: number) {
  return db
    .select(columns)
    .from(abonnements)
    .innerJoin(commandeProduits, eq(commandeProduits.id, abonnements.idCommandeProduit))
    .innerJoin(commandes, eq(commandes.id, commandeProduits.idCommande))
    .where(and(eq(abonnements.idCompte, idCompte), ...(id === undefined ? [] : [eq(abonnements.id, id)])))
    .orderBy(desc(abonnements.dateDebut), desc(abonnements.id));
}

export type SubscriptionRow = Awaited<ReturnType<typeof findSubscriptions>>[number];

/**
 * Stops the renewal of the account's subscription; one already cancelled keeps its first cancellation date. Says
 * whether this call cancelled it.
 */
export async function cancelSubscription(db: Queryable, idCompte: number, id: number): Promise<boolean> {
  const rows = await db
    .update(abonnements)
    .set({ renouvellement: false, dateResiliation: sql`now()` })
    .where(and(eq(abonnements.id, id), eq(abonnements.idCompte, idCompte), isNull(abonnements.dateResiliation)))
    .returning({ id: abonnements.id });
  return rows.length > 0;
}

/** What the cancellation e-mail says of a subscription, and to whom. */
export async function findCancellationNotice(db: Queryable, id: number) {
  const [row] = await db
    .select({
      id: abonnements.id,
      libelle: commandeProduits.libelle,
      numeroCommande: commandes.numero,
      dateFin: abonnements.dateFin,
      dateResiliation: abonnements.dateResiliation,
      login: comptes.login,
      prenom: comptes.prenom,
    })
    .from(abonnements)
    .innerJoin(commandeProduits, eq(commandeProduits.id, abonnements.idCommandeProduit))
    .innerJoin(commandes, eq(commandes.id, commandeProduits.idCommande))
    .innerJoin(comptes, eq(comptes.id, abonnements.idCompte))
    .where(eq(abonnements.id, id));
  return row;
}
