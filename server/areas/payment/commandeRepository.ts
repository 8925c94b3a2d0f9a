import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { StateValue } from 'xstate';
import type { Queryable, Transaction } from '../../platform/db/database.ts';
import { commandes, comptes, etatsCommande } from '../../platform/db/schema.ts';

/** What paying an order reads of it. */
export interface PayableCommande {
  id: number;
  idCompte: number;
  numero: string;
  /** The order machine's stored state value. */
  etatMachine: StateValue;
  idEtatCommande: number;
  totalTtcCentimes: number;
}

const COMMANDE_COLUMNS = {
  id: commandes.id,
  idCompte: commandes.idCompte,
  numero: commandes.numero,
  etatMachine: commandes.etatMachine,
  idEtatCommande: commandes.idEtatCommande,
  totalTtcCentimes: commandes.totalTtcCentimes,
};

interface CommandeRow {
  id: number;
  idCompte: number;
  numero: string | null;
  etatMachine: unknown;
  idEtatCommande: number;
  totalTtcCentimes: number | null;
}

/** A placed order has its number, machine state and total; the basket has none of them. */
function asPlacedCommande(row: CommandeRow | undefined): PayableCommande | undefined {
  if (!row || row.numero === null || row.etatMachine === null || row.totalTtcCentimes === null) return undefined;
  return {
    ...row,
    numero: row.numero,
    etatMachine: row.etatMachine as StateValue,
    totalTtcCentimes: row.totalTtcCentimes,
  };
}

/** The account's placed order of that id; undefined for another account's order, a basket or an unknown id. */
export async function findCommandeOfAccount(
  db: Queryable,
  idCommande: number,
  idCompte: number,
): Promise<PayableCommande | undefined> {
  const [row] = await db
    .select(COMMANDE_COLUMNS)
    .from(commandes)
    .where(and(eq(commandes.id, idCommande), eq(commandes.idCompte, idCompte), isNotNull(commandes.etatMachine)));
  return asPlacedCommande(row);
}

/**
 * The order row, locked until the transaction ends: every change of an order's or of its attempts' machines takes
 * this lock first, so notifications, expiries and new attempts of one order are applied one after the other.
 */
export async function lockCommande(tx: Transaction, idCommande: number): Promise<PayableCommande | undefined> {
  const [row] = await tx
    .select(COMMANDE_COLUMNS)
    .from(commandes)
    .where(and(eq(commandes.id, idCommande), isNotNull(commandes.etatMachine)))
    .for('update');
  return asPlacedCommande(row);
}

export async function saveCommandeState(
  tx: Transaction,
  idCommande: number,
  state: { etatMachine: StateValue; idEtatCommande: number },
): Promise<void> {
  await tx
    .update(commandes)
    .set({ etatMachine: state.etatMachine, idEtatCommande: state.idEtatCommande, dateMaj: sql`now()` })
    .where(eq(commandes.id, idCommande));
}

/** The label of an IdEtatCommande (Get_EtatCommande). */
export async function etatCommandeLibelle(db: Queryable, idEtatCommande: number): Promise<string> {
  const [row] = await db
    .select({ libelle: etatsCommande.libelle })
    .from(etatsCommande)
    .where(eq(etatsCommande.id, idEtatCommande));
  if (!row) throw new Error(`unknown IdEtatCommande ${idEtatCommande}`);
  return row.libelle;
}

/** The customer's e-mail address (their login), which the provider's page and receipt use. */
export async function accountEmail(db: Queryable, idCompte: number): Promise<string> {
  const [row] = await db.select({ login: comptes.login }).from(comptes).where(eq(comptes.id, idCompte));
  if (!row) throw new Error(`unknown account ${idCompte}`);
  return row.login;
}
