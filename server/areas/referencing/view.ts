import type { components } from '../../../openapi/generated/schema.d.ts';
import type { ReferencingPayment } from '../../../domain/referencing/referencingPaid.ts';
import { referencingProductOf } from '../../../domain/referencing/referencingProduct.ts';
import type { EtatReferencement } from '../../../domain/referencing/referencingStates.ts';
import type { ReferencingRow } from './repository.ts';

export type Referencement = components['schemas']['Referencement'];

/** The states in which what pays the referencing is looked up again at each reading (it may be bought meanwhile). */
export const ETATS_NOT_YET_PAID: readonly EtatReferencement[] = ['nonValidee', 'aPayer'];

/** Whether the row's payment is read as it stands now rather than as the row recorded it. */
export function readsPaymentLive(row: ReferencingRow | undefined): boolean {
  return row === undefined || ETATS_NOT_YET_PAID.includes(row.etat as EtatReferencement);
}

function couvertureOf(row: ReferencingRow): Referencement['Couverture'] {
  if (row.idCommandeProduit !== null) return 'ligne';
  return row.idAbonnement !== null ? 'abonnement' : null;
}

/**
 * A publication's Referencement. Not validated (no row) it reads nonValidee with no date; not paid yet, its payment is
 * `livePayment`, what pays it now; further on it was paid to get there, by what the row recorded (unknown for
 * publications referenced before deliveries existed). The price is the product that fits its format.
 */
export function toReferencement(
  row: ReferencingRow | undefined,
  idFormat: number | null,
  livePayment: ReferencingPayment | null,
  prices: ReadonlyMap<number, number>,
): Referencement {
  const IdProduit = referencingProductOf(idFormat);
  const paid =
    row && !readsPaymentLive(row)
      ? { Paye: true, Couverture: couvertureOf(row) }
      : { Paye: livePayment !== null, Couverture: livePayment?.Couverture ?? null };
  return {
    Etat: (row?.etat as EtatReferencement | undefined) ?? 'nonValidee',
    Date: row ? row.dateEtat.toISOString() : null,
    ...paid,
    Messages: row?.messages ?? [],
    PrixCentimes: prices.get(IdProduit) ?? 0,
    IdProduit,
  };
}
