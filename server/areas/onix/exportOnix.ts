import { MODERATION_MAIL } from '../../../domain/publication/moderation.ts';
import { readConfig } from '../../platform/config/config.ts';
import type { SellerIdentity } from '../../platform/config/seller.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { concernedPublications, sharedEans } from './repository.ts';
import { mapPublication } from './mapPublication.ts';
import { MESSAGE_END, messageStart, NO_PRODUCT, sentDateTime } from './message.ts';
import type { OnixRelease } from '../../../domain/publication/onixRelease.ts';
import type { OnixSender } from './model.ts';
import type { OnixContext } from './source.ts';
import { writeProduct } from './writeProduct.ts';

export interface OnixExportOptions {
  /** Only the publications changed since then (their last change, validation included); all of them otherwise. */
  since?: Date;
}

export interface OnixWriteOptions extends OnixExportOptions {
  /** The ONIX release written; 3.1 by default. */
  release?: OnixRelease;
  /** The message's SentDateTime; now by default. */
  now?: Date;
  /** The portal's origin for the covers' links, and the sender; PUBLIC_URL and the seller (SELLER_*) by default. */
  publicUrl?: string;
  sender?: OnixSender;
}

export interface OnixExportPlan {
  /** The publications the message holds, deletions included. */
  exportable: number[];
  /** Validated publications a catalogue would refuse, and why (in French). */
  unexportable: { IdPublication: number; Titre: string; Raisons: string[] }[];
}

/** The message's sender: the seller, with its telephone and e-mail for whoever reads the message. */
export function onixSenderOf(seller: SellerIdentity): OnixSender {
  return { SenderName: seller.RaisonSociale, TelephoneNumber: seller.Telephone, EmailAddress: seller.Email };
}

function contextOf(options: OnixWriteOptions): OnixContext & { sender: OnixSender } {
  if (options.publicUrl !== undefined && options.sender !== undefined) {
    return { publicUrl: options.publicUrl, sender: options.sender };
  }
  const config = readConfig(process.env);
  return {
    publicUrl: options.publicUrl ?? config.publicUrl,
    sender: options.sender ?? onixSenderOf(config.seller),
  };
}

/** What an export would hold: the publications it sends, and the validated ones it cannot send with their reasons. */
export async function planOnixExport(db: Queryable, options: OnixExportOptions = {}): Promise<OnixExportPlan> {
  const plan: OnixExportPlan = { exportable: [], unexportable: [] };
  // The links in the records do not change what can be sent: any origin will do for planning.
  const context: OnixContext = { publicUrl: 'http://localhost', sharedEans: await sharedEans(db) };
  for await (const source of concernedPublications(db, options.since)) {
    const mapped = mapPublication(source, context);
    if ('product' in mapped) plan.exportable.push(source.IdPublication);
    else
      plan.unexportable.push({
        IdPublication: source.IdPublication,
        Titre: source.Titre?.trim() || MODERATION_MAIL.untitled,
        Raisons: mapped.reasons,
      });
  }
  return plan;
}

/**
 * The ONIX for Books message (3.1 or 3.0) of the publications an export sends, in chunks: the header, then one product record
 * per chunk, read from the database page by page. Publications a catalogue would refuse are left out (planOnixExport
 * lists them).
 */
export async function* writeOnixExport(db: Queryable, options: OnixWriteOptions = {}): AsyncIterable<string> {
  const context = { ...contextOf(options), sharedEans: await sharedEans(db) };
  yield messageStart({ ...context.sender, SentDateTime: sentDateTime(options.now ?? new Date()) }, options.release);
  let products = 0;
  for await (const source of concernedPublications(db, options.since)) {
    const mapped = mapPublication(source, context);
    if (!('product' in mapped)) continue;
    products += 1;
    yield `${writeProduct(mapped.product)}\n`;
  }
  // A message with nothing to send says so: the schema wants a product or <NoProduct/>.
  if (products === 0) yield NO_PRODUCT;
  yield MESSAGE_END;
}
