import {
  dateTooEarlyMessage,
  hasFixedPrice,
  minimumEffectiveDay,
  PRICE_MESSAGES,
  samePriceMessage,
} from '../../../domain/publication/priceChange.ts';
import type { FieldError } from '../../../domain/validation/fieldErrors.ts';
import type { PricedPublication } from './repository.ts';

export interface ScheduleRequest {
  publication: PricedPublication;
  /** Today in Paris. */
  today: string;
  noticeMonths: number;
  prixTtcCentimes: number;
  dateEffet: string;
}

export type ScheduleVerdict =
  { kind: 'accepted' } | { kind: 'conflict'; message: string } | { kind: 'refused'; errors: FieldError[] };

/** Euros as the contract takes them (two decimals at most) to integer cents. */
export function toCentimes(euros: number): number {
  return Math.round(euros * 100);
}

/**
 * Whether a new price may be scheduled: on a validated publication, not before the notice's first day, and different
 * from the price in force. (One pending change at a time is the database's rule.)
 */
export function judgeSchedule(request: ScheduleRequest): ScheduleVerdict {
  if (!hasFixedPrice(request.publication.idEtatPublication)) {
    return { kind: 'conflict', message: PRICE_MESSAGES.notValidated };
  }
  const errors: FieldError[] = [];
  const current = request.publication.prixTTCCentimes;
  if (current !== null && current === request.prixTtcCentimes) {
    errors.push({ Champ: '/PrixTTC', Message: samePriceMessage(current) });
  }
  const minimum = minimumEffectiveDay(request.today, request.noticeMonths);
  if (request.dateEffet < minimum) errors.push({ Champ: '/DateEffet', Message: dateTooEarlyMessage(minimum) });
  return errors.length > 0 ? { kind: 'refused', errors } : { kind: 'accepted' };
}
