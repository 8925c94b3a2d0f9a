import { and, asc, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database.ts';
import {
  commandeProduits,
  commandes,
  etatsCommande,
  factures,
  paiements,
  publications,
  sessionsFormation,
} from '../../platform/db/schema.ts';

const placed = isNotNull(commandes.etatMachine);

/** The account's placed orders, newest first, with their state's label. */
export async function listOrders(db: Queryable, idCompte: number, limit: number, offset: number) {
  const where = and(eq(commandes.idCompte, idCompte), placed);
  const [total] = await db.select({ total: count() }).from(commandes).where(where);
  const items = await db
    .select({ commande: commandes, etatCommande: etatsCommande.libelle })
    .from(commandes)
    .innerJoin(etatsCommande, eq(etatsCommande.id, commandes.idEtatCommande))
    .where(where)
    .orderBy(desc(commandes.datePassage), desc(commandes.id))
    .limit(limit)
    .offset(offset);
  return { total: total?.total ?? 0, items };
}

export type OrderListRow = Awaited<ReturnType<typeof listOrders>>['items'][number];

/** One placed order of the account, or undefined (unknown, a basket, or another account's). */
export async function findOrder(db: Queryable, idCompte: number, idCommande: number) {
  const [row] = await db
    .select({ commande: commandes, etatCommande: etatsCommande.libelle })
    .from(commandes)
    .innerJoin(etatsCommande, eq(etatsCommande.id, commandes.idEtatCommande))
    .where(and(eq(commandes.id, idCommande), eq(commandes.idCompte, idCompte), placed));
  return row;
}

/** An order's lines with the publication and session each one names. */
export async function findOrderLines(db: Queryable, idCommande: number) {
  return db
    .select({
      ligne: commandeProduits,
      publication: { id: publications.id, ean: publications.ean, titre: publications.titre },
      session: sessionsFormation,
    })
    .from(commandeProduits)
    .leftJoin(publications, eq(publications.id, commandeProduits.idPublication))
    .leftJoin(sessionsFormation, eq(sessionsFormation.id, commandeProduits.idFormation))
    .where(eq(commandeProduits.idCommande, idCommande))
    .orderBy(asc(commandeProduits.id));
}

export async function findOrderPayments(db: Queryable, idCommande: number) {
  return db.select().from(paiements).where(eq(paiements.idCommande, idCommande)).orderBy(asc(paiements.id));
}

export async function findOrderInvoices(db: Queryable, idCommandes: readonly number[]) {
  if (idCommandes.length === 0) return [];
  return db
    .select()
    .from(factures)
    .where(inArray(factures.idCommande, [...idCommandes]))
    .orderBy(asc(factures.id));
}
