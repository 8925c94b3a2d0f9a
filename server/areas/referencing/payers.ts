import { parisDay } from '../../../domain/parisDay.ts';
import {
  referencingPaymentOf,
  type CoveringSubscription,
  type ReferencingPayment,
} from '../../../domain/referencing/referencingPaid.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { paidLinesOf, subscriptionsOf } from './repository.ts';

export interface Payers {
  /** What pays the publication's referencing now, without using anything up. */
  peek(publication: { id: number; idCompte: number }): ReferencingPayment | null;
  /** The same, and a subscription that covers it counts it from now on (the next one sees its quota used). */
  take(publication: { id: number; idCompte: number }): ReferencingPayment | null;
}

/**
 * Gathers, in two queries, what may pay the referencing of `publications`: the lines bought for them and their
 * accounts' subscriptions (locked with `lock`, in a transaction that assigns them). The rule itself is the domain's.
 */
export async function payersOf(
  db: Queryable,
  publications: readonly { id: number; idCompte: number }[],
  { lock = false, now = new Date() }: { lock?: boolean; now?: Date } = {},
): Promise<Payers> {
  const today = parisDay(now);
  const [lines, subscriptions] = await Promise.all([
    paidLinesOf(
      db,
      publications.map((publication) => publication.id),
    ),
    subscriptionsOf(db, [...new Set(publications.map((publication) => publication.idCompte))], lock),
  ]);
  const linesOf = new Map<number, number[]>();
  for (const line of lines)
    linesOf.set(line.idPublication, [...(linesOf.get(line.idPublication) ?? []), line.idCommandeProduit]);
  const subscriptionsOfAccount = new Map<number, CoveringSubscription[]>();
  for (const subscription of subscriptions) {
    subscriptionsOfAccount.set(subscription.idCompte, [
      ...(subscriptionsOfAccount.get(subscription.idCompte) ?? []),
      subscription,
    ]);
  }
  const paymentOf = (publication: { id: number; idCompte: number }) =>
    referencingPaymentOf(
      {
        paidLines: linesOf.get(publication.id) ?? [],
        subscriptions: subscriptionsOfAccount.get(publication.idCompte) ?? [],
      },
      today,
    );
  return {
    peek: paymentOf,
    take(publication) {
      const payment = paymentOf(publication);
      if (payment?.Couverture === 'abonnement') {
        const covering = subscriptionsOfAccount.get(publication.idCompte)?.find((s) => s.id === payment.idAbonnement);
        if (covering) covering.couverts += 1;
      }
      return payment;
    },
  };
}

/** The columns that record what pays a referencing (both null: unpaid). */
export function paymentColumns(payment: ReferencingPayment | null) {
  return {
    idCommandeProduit: payment?.Couverture === 'ligne' ? payment.idCommandeProduit : null,
    idAbonnement: payment?.Couverture === 'abonnement' ? payment.idAbonnement : null,
  };
}
