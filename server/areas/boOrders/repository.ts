import { keyContains, searchKeyOf } from '../../platform/db/searchKey.ts';
import { filteredTotal, pageWithTotal } from '../../platform/db/filteredPages.ts';
import { and, asc, desc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../../openapi/generated/schema.d.ts';
import { SERIE } from '../../../domain/invoice/invoiceMentions.ts';
import type { Queryable, Transaction } from '../../platform/db/database.ts';
import { commandes, comptes, etatsCommande, factures, paiements } from '../../platform/db/schema.ts';

type Values = components['schemas']['Requete_BOCommandeGetAllList']['Values'];
type Colonne = NonNullable<components['schemas']['TriCommande']['Tri']>['Colonne'];

/** The customer of an order, as the back office's lists and order show it. */
export const CLIENT_COLUMNS = {
  id: comptes.id,
  login: comptes.login,
  prenom: comptes.prenom,
  nom: comptes.nom,
  raisonSociale: comptes.raisonSociale,
};

/**
 * Whether the customer's login, names (both ways round) or company contain what was typed, case and accents
 * ignored.
 */
export function customerMatches(typed: string): SQL {
  return keyContains(comptes.cleRecherche, typed);
}

/** Whether one of the order's payments is « à rembourser » (a success notified when it no longer awaited payment). */
const hasPaymentToRefund = sql<boolean>`exists (select 1 from ${paiements} where ${paiements.idCommande} = ${commandes.id} and ${paiements.dateIncident} is not null and ${paiements.dateRemboursement} is null)`;

/** The day in France an order was placed on. */
const parisDay = sql`(${commandes.datePassage} AT TIME ZONE 'Europe/Paris')::date`;

function filtersOf(values: Values): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isNotNull(commandes.etatMachine)];
  const text = values.Recherche?.trim();
  if (text) {
    conditions.push(or(keyContains(searchKeyOf(commandes.numero), text), customerMatches(text)));
  }
  if (values.IdEtatCommande != null) conditions.push(eq(commandes.idEtatCommande, values.IdEtatCommande));
  if (values.IdPersonne != null) conditions.push(eq(commandes.idCompte, values.IdPersonne));
  if (values.DatePassageDebut != null) conditions.push(sql`${parisDay} >= ${values.DatePassageDebut}::date`);
  if (values.DatePassageFin != null) conditions.push(sql`${parisDay} <= ${values.DatePassageFin}::date`);
  if (values.ARembourser === true) conditions.push(hasPaymentToRefund);
  return and(...conditions);
}

const SORT_COLUMNS: Readonly<Record<Colonne, SQL>> = {
  Numero: sql`${commandes.numero}`,
  DatePassage: sql`${commandes.datePassage}`,
  Client: sql`lower(${comptes.nom} || ' ' || ${comptes.prenom})`,
  EtatCommande: sql`${etatsCommande.libelle}`,
  TotalTTCCentimes: sql`${commandes.totalTtcCentimes}`,
};

/**
 * A page of every account's placed orders with their customer, state label and invoice, and how many pass the
 * filters: one query, the total counted over the filtered rows before the page is cut.
 */
export async function listBoCommandes(db: Queryable, values: Values, limit: number, offset: number) {
  const direction = values.Tri?.Sens === 'asc' ? asc : desc;
  const column = SORT_COLUMNS[values.Tri?.Colonne ?? 'DatePassage'];
  return pageWithTotal(
    db
      .select({
        commande: commandes,
        etatCommande: etatsCommande.libelle,
        client: CLIENT_COLUMNS,
        facture: factures,
        aRembourser: hasPaymentToRefund,
        total: filteredTotal(),
      })
      .from(commandes)
      .innerJoin(comptes, eq(comptes.id, commandes.idCompte))
      .innerJoin(etatsCommande, eq(etatsCommande.id, commandes.idEtatCommande))
      .leftJoin(factures, and(eq(factures.idCommande, commandes.id), eq(factures.serie, SERIE.facture)))
      .where(filtersOf(values))
      .orderBy(direction(column), direction(commandes.id))
      .$dynamic(),
    limit,
    offset,
  );
}

/** A row of the back office's order list. */
export type BoCommandeListRow = Awaited<ReturnType<typeof listBoCommandes>>['rows'][number];

/** Any account's placed order with its state label and customer, or undefined (unknown id, or a basket). */
export async function findBoCommande(db: Queryable, idCommande: number) {
  const [found] = await db
    .select({ commande: commandes, etatCommande: etatsCommande.libelle, client: CLIENT_COLUMNS })
    .from(commandes)
    .innerJoin(comptes, eq(comptes.id, commandes.idCompte))
    .innerJoin(etatsCommande, eq(etatsCommande.id, commandes.idEtatCommande))
    .where(and(eq(commandes.id, idCommande), isNotNull(commandes.etatMachine)));
  return found;
}

/** When the order's payment was notified too late and when it was refunded; undefined when it has no such payment. */
export async function findPaymentRefundState(tx: Transaction, idPaiement: number, idCommande: number) {
  const [payment] = await tx
    .select({ dateIncident: paiements.dateIncident, dateRemboursement: paiements.dateRemboursement })
    .from(paiements)
    .where(and(eq(paiements.id, idPaiement), eq(paiements.idCommande, idCommande)));
  return payment;
}

/** Records that staff refunded the payment: it is no longer to be refunded. */
export async function markPaymentRefunded(tx: Transaction, idPaiement: number, remboursePar: string): Promise<void> {
  await tx.update(paiements).set({ dateRemboursement: new Date(), remboursePar }).where(eq(paiements.id, idPaiement));
}
