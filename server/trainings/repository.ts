import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/database.ts';
import { commandeProduits, commandes, produits, sessionsFormation } from '../db/schema.ts';
import { ETAT_COMMANDE } from '../../domain/referenceIds.ts';

/** An order is paid for good once it is paid, in progress or completed. */
const PAID_STATES = [ETAT_COMMANDE.payee, ETAT_COMMANDE.enCours, ETAT_COMMANDE.terminee];

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
        inArray(commandes.idEtatCommande, PAID_STATES),
        ...(line
          ? [eq(commandeProduits.id, line.idCommandeProduit), eq(commandeProduits.idProduit, line.idProduit)]
          : []),
      ),
    )
    .orderBy(asc(sessionsFormation.dateDebut), asc(commandeProduits.id));
}

export type BookedTrainingRow = Awaited<ReturnType<typeof findBookedTrainings>>[number];
