import { COMMANDE_TEXTS } from '../../../domain/order/commandeTexts.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { HttpError } from '../../platform/http/httpError.ts';
import { findDownloadableArticles } from '../articles/public.ts';
import { toCommande } from './commandeView.ts';
import {
  findCommande,
  findCommandeInvoices,
  findCommandeLines,
  findCommandePayments,
  listCommandes,
} from './repository.ts';

export function commandeNotFound(): HttpError {
  return new HttpError(404, COMMANDE_TEXTS.notFound.message);
}

/** The account's placed order of that id, as Commande_Get gives it; 404 for an unknown id or another account's. */
export async function readCommande(db: Queryable, idCompte: number, idCommande: number) {
  const found = await findCommande(db, idCompte, idCommande);
  if (!found) throw commandeNotFound();
  // One query after the other: inside Commande_Create's transaction they share one connection.
  const lines = await findCommandeLines(db, idCommande);
  const payments = await findCommandePayments(db, idCommande);
  const invoices = await findCommandeInvoices(db, [idCommande]);
  const articles = (await findDownloadableArticles(db, [idCommande])).get(idCommande) ?? [];
  return toCommande({ ...found, lines, payments, invoices, articles });
}

/** Every placed order of the account, last placed first, each as Commande_Get gives it (the data export). */
export async function readCommandesOf(db: Queryable, idCompte: number) {
  const { items } = await listCommandes(db, idCompte, Number.MAX_SAFE_INTEGER, 0);
  const commandes = [];
  for (const { commande } of items) commandes.push(await readCommande(db, idCompte, commande.id));
  return commandes;
}
