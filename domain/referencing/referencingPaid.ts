/**
 * Who pays a publication's referencing. A « Référencement » line bought for the publication, in an order paid for
 * good, pays it; otherwise a subscription active today covers it while its product includes more referencings than
 * it already covers (none included: as many as needed). A line wins over a subscription and leaves its quota alone.
 * The server's queries gather these inputs; this rule only decides.
 */

/** A subscription of the publication's account, as the rule reads it. */
export interface CoveringSubscription {
  id: number;
  /** The subscription's period (`YYYY-MM-DD`, Paris days, both included). */
  dateDebut: string;
  dateFin: string;
  /** Its product's included referencings (produits.referencements_inclus); null: unlimited. */
  referencementsInclus: number | null;
  /** How many referencings it already covers. */
  couverts: number;
}

export interface ReferencingPayers {
  /** The « Référencement » lines (commande_produits ids) bought for the publication in orders paid for good. */
  paidLines: readonly number[];
  subscriptions: readonly CoveringSubscription[];
}

export type ReferencingPayment =
  { Couverture: 'ligne'; idCommandeProduit: number } | { Couverture: 'abonnement'; idAbonnement: number };

/** Whether a subscription runs on `today` (a cancelled one runs to the end of its paid period). */
export function isActiveOn(subscription: Pick<CoveringSubscription, 'dateDebut' | 'dateFin'>, today: string): boolean {
  return subscription.dateDebut <= today && today <= subscription.dateFin;
}

function hasRoom(subscription: CoveringSubscription): boolean {
  return subscription.referencementsInclus === null || subscription.couverts < subscription.referencementsInclus;
}

/**
 * What pays the referencing on `today`, or null when nothing does. Of several subscriptions with room, the one
 * ending first covers it (then the oldest), so that a longer one keeps its quota.
 */
export function referencingPaymentOf(payers: ReferencingPayers, today: string): ReferencingPayment | null {
  const line = payers.paidLines[0];
  if (line !== undefined) return { Couverture: 'ligne', idCommandeProduit: line };
  const covering = payers.subscriptions
    .filter((subscription) => isActiveOn(subscription, today) && hasRoom(subscription))
    .sort((a, b) => a.dateFin.localeCompare(b.dateFin) || a.id - b.id)[0];
  return covering ? { Couverture: 'abonnement', idAbonnement: covering.id } : null;
}
