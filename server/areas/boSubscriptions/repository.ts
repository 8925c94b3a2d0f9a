import { and, asc, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../../openapi/generated/schema.d.ts';
import { keyContains } from '../../platform/db/searchKey.ts';
import { filteredTotal, pageWithTotal } from '../../platform/db/filteredPages.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { abonnements, commandeProduits, commandes, comptes } from '../../platform/db/schema.ts';
import { CLIENT_COLUMNS, customerMatches } from '../boOrders/public.ts';

type Values = components['schemas']['Requete_BOAbonnementGetAllList']['Values'];
type Colonne = NonNullable<components['schemas']['TriAbonnement']['Tri']>['Colonne'];

// The day in France, whatever the database's time zone.
const today = sql`(now() AT TIME ZONE 'Europe/Paris')::date`;

function filtersOf(values: components['schemas']['AbonnementFiltres'], id?: number): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (id !== undefined) conditions.push(eq(abonnements.id, id));
  const text = values.Recherche?.trim();
  if (text) {
    conditions.push(or(customerMatches(text), keyContains(commandeProduits.cleRecherche, text)));
  }
  if (values.Etat === 'termine') conditions.push(sql`${abonnements.dateFin} < ${today}`);
  if (values.Etat === 'resilie')
    conditions.push(and(sql`${abonnements.dateFin} >= ${today}`, isNotNull(abonnements.dateResiliation)));
  if (values.Etat === 'actif')
    conditions.push(and(sql`${abonnements.dateFin} >= ${today}`, isNull(abonnements.dateResiliation)));
  if (values.DateDebutMin != null) conditions.push(sql`${abonnements.dateDebut} >= ${values.DateDebutMin}::date`);
  if (values.DateDebutMax != null) conditions.push(sql`${abonnements.dateDebut} <= ${values.DateDebutMax}::date`);
  return and(...conditions);
}

const SORT_COLUMNS: Readonly<Record<Colonne, SQL>> = {
  DateDebut: sql`${abonnements.dateDebut}`,
  DateFin: sql`${abonnements.dateFin}`,
  Client: sql`lower(${comptes.nom} || ' ' || ${comptes.prenom})`,
  Libelle: sql`lower(${commandeProduits.libelle})`,
};

function selectSubscriptions(db: Queryable) {
  return db
    .select({
      abonnement: abonnements,
      libelle: commandeProduits.libelle,
      idCommande: commandes.id,
      numeroCommande: commandes.numero,
      client: CLIENT_COLUMNS,
      today: sql<string>`${today}::text`,
      total: filteredTotal(),
    })
    .from(abonnements)
    .innerJoin(commandeProduits, eq(commandeProduits.id, abonnements.idCommandeProduit))
    .innerJoin(commandes, eq(commandes.id, commandeProduits.idCommande))
    .innerJoin(comptes, eq(comptes.id, abonnements.idCompte));
}

export type BoSubscriptionRow = Awaited<ReturnType<typeof readBoSubscription>> & object;

/**
 * A page of every account's subscriptions with their customer, product and order, and how many pass the
 * filters: one query, the total counted over the filtered rows before the page is cut.
 */
export async function listBoSubscriptions(db: Queryable, values: Values, limit: number, offset: number) {
  const direction = values.Tri?.Sens === 'asc' ? asc : desc;
  const column = SORT_COLUMNS[values.Tri?.Colonne ?? 'DateDebut'];
  return pageWithTotal(
    selectSubscriptions(db).where(filtersOf(values)).orderBy(direction(column), direction(abonnements.id)).$dynamic(),
    limit,
    offset,
  );
}

/** One subscription of any account, or undefined. */
export async function readBoSubscription(db: Queryable, id: number) {
  const [row] = await selectSubscriptions(db).where(filtersOf({}, id));
  return row;
}
