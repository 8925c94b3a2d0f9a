import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../platform/db/database.ts';
import {
  commandeProduits,
  commandes,
  comptes,
  participantsFormation,
  produits,
  sessionsFormation,
} from '../../platform/db/schema.ts';
import { ETATS_COMMANDE_PAYEE } from '../../../domain/order/paidCommandes.ts';
import type { Participant } from '../../../domain/order/trainingAttendees.ts';

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

/**
 * A training line of the account's paid orders with its session and its buyer; `lock` holds the line until the
 * transaction ends, so two saves of the same list follow each other.
 */
export async function findAttendedLine(
  db: Queryable,
  idCompte: number,
  line: { idProduit: number; idCommandeProduit: number },
  lock = false,
) {
  const query = db
    .select({
      idCommandeProduit: commandeProduits.id,
      idProduit: commandeProduits.idProduit,
      libelle: commandeProduits.libelle,
      places: commandeProduits.quantite,
      session: sessionsFormation,
      acheteur: { prenom: comptes.prenom, nom: comptes.nom, email: comptes.login },
    })
    .from(commandeProduits)
    .innerJoin(commandes, eq(commandes.id, commandeProduits.idCommande))
    .innerJoin(comptes, eq(comptes.id, commandes.idCompte))
    .innerJoin(sessionsFormation, eq(sessionsFormation.id, commandeProduits.idFormation))
    .where(
      and(
        eq(commandes.idCompte, idCompte),
        inArray(commandes.idEtatCommande, [...ETATS_COMMANDE_PAYEE]),
        eq(commandeProduits.id, line.idCommandeProduit),
        eq(commandeProduits.idProduit, line.idProduit),
      ),
    );
  const [row] = lock ? await query.for('update', { of: commandeProduits }) : await query;
  return row;
}

export type AttendedLine = NonNullable<Awaited<ReturnType<typeof findAttendedLine>>>;

/** The attendees of training lines, in the order of the seats. */
export async function findAttendees(db: Queryable, idsCommandeProduit: readonly number[]) {
  if (idsCommandeProduit.length === 0) return [];
  return db
    .select({
      idCommandeProduit: participantsFormation.idCommandeProduit,
      rang: participantsFormation.rang,
      prenom: participantsFormation.prenom,
      nom: participantsFormation.nom,
      email: participantsFormation.email,
    })
    .from(participantsFormation)
    .where(inArray(participantsFormation.idCommandeProduit, [...idsCommandeProduit]))
    .orderBy(asc(participantsFormation.idCommandeProduit), asc(participantsFormation.rang));
}

export type AttendeeRow = Awaited<ReturnType<typeof findAttendees>>[number];

/**
 * Replaces a line's attendees by `participants` (seat 1 first). Unchanged seats keep their row and the date of their
 * convocation; the caller runs this inside the transaction that holds the line.
 */
export async function replaceAttendees(
  tx: Transaction,
  idCommandeProduit: number,
  participants: readonly Participant[],
  changedRangs: ReadonlySet<number>,
): Promise<void> {
  const existing = await findAttendees(tx, [idCommandeProduit]);
  const kept = new Set(existing.filter((row) => !changedRangs.has(row.rang)).map((row) => row.rang));
  // Every seat not kept as it was goes, including seats beyond the new list.
  const dropped = existing.map((row) => row.rang).filter((rang) => !kept.has(rang));
  if (dropped.length > 0) {
    await tx
      .delete(participantsFormation)
      .where(
        and(
          eq(participantsFormation.idCommandeProduit, idCommandeProduit),
          inArray(participantsFormation.rang, dropped),
        ),
      );
  }
  const inserted = participants
    .map((participant, index) => ({ participant, rang: index + 1 }))
    .filter(({ rang }) => !kept.has(rang))
    .map(({ participant, rang }) => ({
      idCommandeProduit,
      rang,
      prenom: participant.Prenom.trim(),
      nom: participant.Nom.trim(),
      email: participant.Email.trim(),
    }));
  if (inserted.length > 0) await tx.insert(participantsFormation).values(inserted);
}

/** The training lines of any order with their session, for staff. */
export async function findCommandeTrainingLines(db: Queryable, idCommande: number) {
  return db
    .select({
      idCommandeProduit: commandeProduits.id,
      libelle: commandeProduits.libelle,
      places: commandeProduits.quantite,
      session: sessionsFormation,
    })
    .from(commandeProduits)
    .innerJoin(sessionsFormation, eq(sessionsFormation.id, commandeProduits.idFormation))
    .where(eq(commandeProduits.idCommande, idCommande))
    .orderBy(asc(commandeProduits.id));
}

/** Whether an order (not a basket) exists. */
export async function commandeExists(db: Queryable, idCommande: number): Promise<boolean> {
  const [row] = await db.select({ numero: commandes.numero }).from(commandes).where(eq(commandes.id, idCommande));
  return row !== undefined && row.numero !== null;
}
