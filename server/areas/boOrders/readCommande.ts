import type { components } from '../../../openapi/generated/schema.d.ts';
import { staffActionsOf } from '../../../machines/order/staffActions.ts';
import type { StateValue } from 'xstate';
import type { Queryable } from '../../platform/db/database.ts';
import { paymentsToRefundOf } from './paymentsToRefund.ts';
import { pendingAttemptOf } from './pendingAttempt.ts';
import { findBoCommande } from './repository.ts';
import { toClientCommande } from './view.ts';
import { findDownloadableArticles } from '../articles/public.ts';
import { toCommande, findCommandeInvoices, findCommandeLines, findCommandePayments } from '../orders/public.ts';
import { commandeSnapshotOf } from '../payment/public.ts';

type Schemas = components['schemas'];

/** Any account's placed order as the back office sees it, or undefined (unknown id, or a basket). */
export async function readBoCommande(db: Queryable, idCommande: number): Promise<Schemas['CommandeBO'] | undefined> {
  const found = await findBoCommande(db, idCommande);
  if (!found) return undefined;
  // One query after the other: inside Commande_Etat_Update's transaction they share one connection.
  const lines = await findCommandeLines(db, idCommande);
  const payments = await findCommandePayments(db, idCommande);
  const invoices = await findCommandeInvoices(db, [idCommande]);
  // What the buyer may download: the lines say so to staff too.
  const articles = (await findDownloadableArticles(db, [idCommande])).get(idCommande) ?? [];
  const snapshot = commandeSnapshotOf(found.commande.etatMachine as StateValue);
  return {
    Commande: toCommande({
      commande: found.commande,
      etatCommande: found.etatCommande,
      lines,
      payments,
      invoices,
      articles,
    }),
    Client: toClientCommande(found.client),
    ...staffActionsOf(snapshot),
    PaiementEnAttente: await pendingAttemptOf(db, payments),
    PaiementsARembourser: paymentsToRefundOf(payments),
  };
}
