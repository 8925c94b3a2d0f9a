import { parisDay, parisOffsetMinutes } from '../../../domain/parisDay.ts';
import { catalogueMessageOf, type AcknowledgementDetail } from '../../../domain/referencing/catalogueMessageFields.ts';
import type { CatalogueSchedule } from '../../platform/config/catalogue.ts';
import type { MessageCatalogueRecord } from '../../platform/db/schema.ts';
import { INTAKE_ERRORS } from './texts.ts';

/** The catalogue's answer for one product (livraison_produits.statut). */
export type StatutProduit = 'referencee' | 'referenceeAvecRemarques' | 'rejetee';

/** The acknowledgement the intake answers, modelled on ONIX's Acknowledgement message. */
export interface Acknowledgement {
  IdDepot: string;
  SentDateTime?: string;
  /** List 221: 01 rejected as a whole, 02 part-processed, 03 processed. */
  MessageStatus: string;
  MessageStatusDetails?: AcknowledgementDetail[];
  Records?: {
    RecordReference: string;
    ProductIdentifier?: string;
    /** List 226: 00 no errors, 02 with errors (ingested), 03 rejected. */
    RecordStatus: string;
    Details?: AcknowledgementDetail[];
  }[];
}

export interface ProductOutcome {
  Statut: StatutProduit;
  Messages: MessageCatalogueRecord[];
}

/** What an acknowledgement says of the file and of each product of the delivery (by record reference). */
export interface AcknowledgementReading {
  fileMessages: MessageCatalogueRecord[];
  products: Map<string, ProductOutcome>;
}

const REMARKS: readonly string[] = ['Q', 'W', 'E', 'F'];

/** A record's status: rejected (03), or accepted with remarks when a detail is more than an information. */
export function statutOfRecord(recordStatus: string, messages: readonly MessageCatalogueRecord[]): StatutProduit {
  if (recordStatus === '03') return 'rejetee';
  return messages.some((m) => REMARKS.includes(m.Gravite)) ? 'referenceeAvecRemarques' : 'referencee';
}

/**
 * The portal's reading of an acknowledgement for the delivery's products: a file rejected as a whole (01) rejects
 * every product with the file's details; a product the acknowledgement does not mention is rejected too, so that its
 * author learns of it rather than waiting for ever.
 */
export function readAcknowledgement(ack: Acknowledgement, references: readonly string[]): AcknowledgementReading {
  const fileMessages = (ack.MessageStatusDetails ?? []).map(catalogueMessageOf);
  const products = new Map<string, ProductOutcome>();
  if (ack.MessageStatus === '01') {
    for (const reference of references) products.set(reference, { Statut: 'rejetee', Messages: fileMessages });
    return { fileMessages, products };
  }
  const records = new Map((ack.Records ?? []).map((record) => [record.RecordReference, record]));
  for (const reference of references) {
    const record = records.get(reference);
    if (!record) {
      products.set(reference, {
        Statut: 'rejetee',
        Messages: [
          { Code: INTAKE_ERRORS.noAnswerCode, Gravite: 'E', Message: INTAKE_ERRORS.noAnswer, Etape: null, Champ: null },
        ],
      });
      continue;
    }
    const messages = (record.Details ?? []).map(catalogueMessageOf);
    products.set(reference, { Statut: statutOfRecord(record.RecordStatus, messages), Messages: messages });
  }
  return { fileMessages, products };
}

/** The delay before the next upload after the `tentatives`-th failure: the base, doubled at each failure. */
export function retryDelayMs(retryBaseMs: number, tentatives: number): number {
  return retryBaseMs * 2 ** Math.max(0, tentatives - 1);
}

const MINUTE_MS = 60_000;

/** The calendar day before `day` (YYYY-MM-DD). */
function dayBefore(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date - 1)).toISOString().slice(0, 10);
}

/** The instant it is `hour`:`minute` in Paris on the Paris day `day` (YYYY-MM-DD). */
function parisTime(day: string, hour: number, minute: number): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(year, month - 1, date, hour, minute);
  // The offset at the guess, then at the instant it gives: right on both sides of a change of offset.
  const first = asUtc - parisOffsetMinutes(new Date(asUtc)) * MINUTE_MS;
  return new Date(asUtc - parisOffsetMinutes(new Date(first)) * MINUTE_MS);
}

/**
 * The latest moment at or before `now` when the schedule wants a delivery: today's (or, before it, yesterday's) Paris
 * time of a daily schedule, the last multiple of the interval since the epoch, or null when deliveries are on demand.
 */
export function scheduledSlot(schedule: CatalogueSchedule, now: Date): Date | null {
  if (schedule.kind === 'off') return null;
  if (schedule.kind === 'every') {
    const period = schedule.minutes * MINUTE_MS;
    return new Date(Math.floor(now.getTime() / period) * period);
  }
  const today = parisDay(now);
  const slot = parisTime(today, schedule.hour, schedule.minute);
  if (slot.getTime() <= now.getTime()) return slot;
  return parisTime(dayBefore(today), schedule.hour, schedule.minute);
}
