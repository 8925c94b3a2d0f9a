import { and, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { ETATS_COMMANDE_PAYEE } from '../../../domain/order/paidCommandes.ts';
import { parisDay } from '../../../domain/parisDay.ts';
import { TYPE_PRODUIT } from '../../../domain/referenceIds.ts';
import { oneYearAfter } from './rules.ts';
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

/**
 * Ends the subscriptions of an account being deleted: none renews any more, and those still running are cancelled
 * (the first cancellation date kept) and end on `today`, the day the account goes — nobody is left to use them, nor
 * to be charged. The back office then lists them « Résilié » until that day is over, « Terminé » after. Answers how
 * many were still running.
 */
export async function endSubscriptionsOfDeletedAccount(
  db: Queryable,
  idCompte: number,
  today: string,
): Promise<number> {
  const running = await db
    .update(abonnements)
    .set({
      renouvellement: false,
      dateResiliation: sql`coalesce(${abonnements.dateResiliation}, now())`,
      dateFin: sql`greatest(${abonnements.dateDebut}, least(${abonnements.dateFin}, ${today}::date))`,
    })
    .where(and(eq(abonnements.idCompte, idCompte), gte(abonnements.dateFin, today)))
    .returning({ id: abonnements.id });
  await db
    .update(abonnements)
    .set({ renouvellement: false })
    .where(and(eq(abonnements.idCompte, idCompte), eq(abonnements.renouvellement, true)));
  return running.length;
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
      nom: comptes.nom,
    })
    .from(abonnements)
    .innerJoin(commandeProduits, eq(commandeProduits.id, abonnements.idCommandeProduit))
    .innerJoin(commandes, eq(commandes.id, commandeProduits.idCommande))
    .innerJoin(comptes, eq(comptes.id, abonnements.idCompte))
    .where(eq(abonnements.id, id));
  return row;
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
