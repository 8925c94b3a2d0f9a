import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../platform/db/database.ts';
import {
  commandeProduits,
  commandes,
  comptes,
  produits,
  reductions,
  rubriques,
  sessionsFormation,
} from '../../platform/db/schema.ts';
import type { BasketProduit, BasketPublication, BasketWorld } from './catalogueView.ts';
import type { StoredLine } from './pricing.ts';
import { lineKey, type Line } from './rules.ts';
import { typeReductionOf } from '../../../domain/basket/reduction.ts';
import { ETAT_COMMANDE } from '../../../domain/referenceIds.ts';
import { parisToday } from '../../../domain/parisDay.ts';
import { listPublicationsOf } from '../publications/public.ts';

/** The whole catalogue (a few dozen products) and the caller's publications: what the basket rules read. */
export async function loadWorld(db: Queryable, idCompte: number): Promise<BasketWorld> {
  const rows = await db
    .select({
      id: produits.id,
      idTypeProduit: produits.idTypeProduit,
      idRubrique: produits.idRubrique,
      libelle: produits.libelle,
      description: produits.description,
      prixTtcCentimes: produits.prixTtcCentimes,
      tauxTva: produits.tauxTva,
      rang: produits.rang,
      produitVisible: produits.visible,
      rubriqueVisible: rubriques.visible,
      idTypeReduction: reductions.idTypeReduction,
      valeur: reductions.valeur,
      dateDebut: reductions.dateDebut,
      dateFin: reductions.dateFin,
      idProduitCible: reductions.idProduitCible,
      code: reductions.codeReduction,
    })
    .from(produits)
    .innerJoin(rubriques, eq(rubriques.id, produits.idRubrique))
    .leftJoin(reductions, eq(reductions.idProduit, produits.id));
  const sessions = await db
    .select()
    .from(sessionsFormation)
    .orderBy(asc(sessionsFormation.dateDebut), asc(sessionsFormation.id));
  const produitsById = new Map<number, BasketProduit>();
  for (const row of rows) {
    produitsById.set(row.id, {
      id: row.id,
      idTypeProduit: row.idTypeProduit,
      idRubrique: row.idRubrique,
      libelle: row.libelle,
      description: row.description,
      prixTtcCentimes: row.prixTtcCentimes,
      tauxTva: row.tauxTva,
      rang: row.rang,
      // Discounts are hidden from browsing by design; their code is what reaches them.
      visible: row.produitVisible && row.rubriqueVisible,
      reduction:
        row.code !== null && row.idTypeReduction !== null && row.valeur !== null
          ? {
              idTypeReduction: typeReductionOf(row.idTypeReduction),
              valeur: row.valeur,
              dateDebut: row.dateDebut,
              dateFin: row.dateFin,
              idProduitCible: row.idProduitCible,
              code: row.code,
            }
          : null,
      sessions: sessions
        .filter((session) => session.idProduit === row.id)
        .map((session) => ({
          id: session.id,
          dateDebut: session.dateDebut,
          dateFin: session.dateFin,
          lieu: session.lieu,
          placesRestantes: session.placesRestantes,
        })),
    });
  }
  const publications = new Map<number, BasketPublication>();
  for (const publication of await listPublicationsOf(db, idCompte)) {
    publications.set(publication.id, { id: publication.id, ean: publication.ean, titre: publication.titre });
  }
  return { produits: produitsById, publications, today: parisToday() };
}

/** Whether the account is a private person's: no company (SIRET) on its profile, as the invoice reads it. */
export async function isPrivatePerson(db: Queryable, idCompte: number): Promise<boolean> {
  const [row] = await db.select({ siret: comptes.siret }).from(comptes).where(eq(comptes.id, idCompte));
  return row?.siret === null;
}

/** The id of the account's basket, if it has one. */
export async function findBasketId(db: Queryable, idCompte: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: commandes.id })
    .from(commandes)
    .where(and(eq(commandes.idCompte, idCompte), eq(commandes.idEtatCommande, ETAT_COMMANDE.panier)));
  return row?.id;
}

/**
 * The account's basket row, created when missing and locked until the transaction ends: concurrent
 * edits of one basket wait for each other, so none reads lines another is about to change.
 */
export async function lockBasket(tx: Transaction, idCompte: number): Promise<number> {
  await tx.insert(commandes).values({ idCompte, idEtatCommande: ETAT_COMMANDE.panier }).onConflictDoNothing();
  const [row] = await tx
    .select({ id: commandes.id })
    .from(commandes)
    .where(and(eq(commandes.idCompte, idCompte), eq(commandes.idEtatCommande, ETAT_COMMANDE.panier)))
    .for('update');
  if (!row) throw new Error('basket row missing after insert');
  return row.id;
}

export async function loadLines(db: Queryable, idCommande: number): Promise<StoredLine[]> {
  return db
    .select({
      id: commandeProduits.id,
      idProduit: commandeProduits.idProduit,
      quantite: commandeProduits.quantite,
      idPublication: commandeProduits.idPublication,
      idFormation: commandeProduits.idFormation,
    })
    .from(commandeProduits)
    .where(eq(commandeProduits.idCommande, idCommande))
    .orderBy(asc(commandeProduits.id));
}

/**
 * Writes the difference between the stored lines and the wanted ones; returns the stored result. A wanted line
 * that carries a stored line's id is that line, changed in place (so it keeps its place, the order of creation);
 * one without is matched by its key, or added.
 */
export async function saveLines(
  tx: Transaction,
  idCommande: number,
  stored: readonly StoredLine[],
  wanted: readonly Line[],
): Promise<StoredLine[]> {
  const storedById = new Map(stored.map((line) => [line.id, line]));
  const storedByKey = new Map(stored.map((line) => [lineKey(line), line]));
  const matchOf = (line: Line) =>
    (line.id === undefined ? undefined : storedById.get(line.id)) ?? storedByKey.get(lineKey(line));
  const keptIds = new Set(wanted.flatMap((line) => matchOf(line)?.id ?? []));
  const removed = stored.filter((line) => !keptIds.has(line.id)).map((line) => line.id);
  if (removed.length > 0) await tx.delete(commandeProduits).where(inArray(commandeProduits.id, removed));
  let changed = removed.length > 0;
  for (const line of wanted) {
    const existing = matchOf(line);
    const values = {
      idProduit: line.idProduit,
      quantite: line.quantite,
      idPublication: line.idPublication,
      idFormation: line.idFormation,
    };
    if (existing && existing.quantite === line.quantite && lineKey(existing) === lineKey(line)) continue;
    changed = true;
    if (existing) {
      await tx.update(commandeProduits).set(values).where(eq(commandeProduits.id, existing.id));
    } else {
      await tx.insert(commandeProduits).values({ idCommande, ...values });
    }
  }
  if (!changed) return [...stored];
  await tx
    .update(commandes)
    .set({ dateMaj: sql`now()` })
    .where(eq(commandes.id, idCommande));
  return loadLines(tx, idCommande);
}
