import {
  dateTooEarlyMessage,
  minimumEffectiveDay,
  PRICE_MESSAGES,
  samePriceMessage,
} from '../../../domain/publication/priceChange.ts';
import { ETAT_PUBLICATION } from '../../../domain/referenceIds.ts';
import type { FieldError } from '../../../domain/validation/fieldErrors.ts';
import type { PricedPublication } from './repository.ts';

/** The states whose price an author may schedule: validated, and referenced (validated first). */
const ETATS_PRIX_PROGRAMMABLE: readonly number[] = [ETAT_PUBLICATION.validee, ETAT_PUBLICATION.referencee];

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
  if (!ETATS_PRIX_PROGRAMMABLE.includes(request.publication.idEtatPublication)) {
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
