import { isbn13, normalizeEan } from '../../../domain/ean.ts';
import { MODERATION_MAIL } from '../../../domain/publication/moderation.ts';
import type { OnixRelease } from '../../../domain/publication/onixRelease.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { mapPublication } from './mapPublication.ts';
import { MESSAGE_END, messageStart, NO_PRODUCT, sentDateTime } from './message.ts';
import type { OnixSender, Product } from './model.ts';
import { selectedPublications, sharedEans } from './repository.ts';
import { writeProduct } from './writeProduct.ts';

/** A record the catalogue must drop: named by the reference and ISBN it was sent under. */
export interface OnixWithdrawal {
  reference: string;
  ean: string;
  titre: string;
}

/** A product record a delivery message holds. */
export interface DeliveredProduct {
  /** RecordReference. */
  reference: string;
  /** The ISBN-13 sent. */
  ean: string;
  titre: string;
  notification: Product['NotificationType'];
  /** null for a withdrawal, whose publication no longer exists. */
  IdPublication: number | null;
}

export interface DeliveryMessage {
  /** The whole ONIX message. */
  xml: string;
  products: DeliveredProduct[];
  /** Publications the mapping could not write, with its French reasons: they are not in the message. */
  refused: { IdPublication: number; Titre: string; Raisons: string[] }[];
}

export interface DeliveryMessageOptions {
  release: OnixRelease;
  /** The portal's origin, for the record references and the covers' links. */
  publicUrl: string;
  sender: OnixSender;
  /** The message's SentDateTime; now by default. */
  now?: Date;
}

/** A withdrawal as ONIX writes a deletion: the record's reference and identifiers, nothing else. */
function withdrawalProduct(withdrawal: OnixWithdrawal): Product {
  const isbn = isbn13(withdrawal.ean) ?? normalizeEan(withdrawal.ean);
  return {
    RecordReference: withdrawal.reference,
    NotificationType: '05',
    ProductIdentifiers: [
      { ProductIDType: '03', IDValue: isbn },
      { ProductIDType: '15', IDValue: isbn },
    ],
    DescriptiveDetail: null,
    CollateralDetail: null,
    PublishingDetail: null,
    SupplyDetail: null,
  };
}

/**
 * The ONIX message of a delivery to the catalogue: the given publications through the export's mapping (validated
 * ones as full records, 03), then the withdrawals (05), in the given release.
 */
export async function writeDeliveryMessage(
  db: Queryable,
  selection: { idPublications: readonly number[]; withdrawals: readonly OnixWithdrawal[] },
  options: DeliveryMessageOptions,
): Promise<DeliveryMessage> {
  const context = { publicUrl: options.publicUrl, sharedEans: await sharedEans(db) };
  const records: string[] = [];
  const products: DeliveredProduct[] = [];
  const refused: DeliveryMessage['refused'] = [];
  if (selection.idPublications.length > 0) {
    for await (const source of selectedPublications(db, selection.idPublications)) {
      const mapped = mapPublication(source, context);
      const titre = source.Titre?.trim() || MODERATION_MAIL.untitled;
      if (!('product' in mapped)) {
        refused.push({ IdPublication: source.IdPublication, Titre: titre, Raisons: mapped.reasons });
        continue;
      }
      records.push(`${writeProduct(mapped.product)}\n`);
      products.push({
        reference: mapped.product.RecordReference,
        ean: mapped.product.ProductIdentifiers[0]!.IDValue,
        titre,
        notification: mapped.product.NotificationType,
        IdPublication: source.IdPublication,
      });
    }
  }
  for (const withdrawal of selection.withdrawals) {
    const product = withdrawalProduct(withdrawal);
    records.push(`${writeProduct(product)}\n`);
    products.push({
      reference: withdrawal.reference,
      ean: product.ProductIdentifiers[0]!.IDValue,
      titre: withdrawal.titre,
      notification: '05',
      IdPublication: null,
    });
  }
  const header = { ...options.sender, SentDateTime: sentDateTime(options.now ?? new Date()) };
  const body = records.length === 0 ? NO_PRODUCT : records.join('');
  return { xml: messageStart(header, options.release) + body + MESSAGE_END, products, refused };
}
