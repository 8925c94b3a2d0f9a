import { ONIX_RELEASES, type OnixRelease } from '../../../domain/publication/onixRelease.ts';
import { messageStatusOf, type Acknowledgement, type AcknowledgementDetail } from './acknowledgement.ts';
import { CATALOGUE_CHECKS } from './catalogueChecks.ts';
import { schemaErrors } from './onixSchemas.ts';
import { checkProduct, type CoverFetcher } from './productChecks.ts';
import { childrenNamed, parseXml } from './xmlTree.ts';

/** How many covers the catalogue fetches at once for one deposit. */
const COVER_FETCHES_AT_ONCE = 4;

const ROOT_RELEASE = /<(?:[\w.-]+:)?ONIXMessage\b[^>]*?\srelease\s*=\s*["']([^"']*)["']/;

/** The release the message names on its root element, when there is one. */
export function releaseOf(xml: string): string | null {
  return ROOT_RELEASE.exec(xml)?.[1] ?? null;
}

function isKnownRelease(release: string | null): release is OnixRelease {
  return (ONIX_RELEASES as readonly string[]).includes(release ?? '');
}

/** Runs `work` over the items with at most `width` of them at once, keeping their order. */
async function inBatches<T, R>(items: readonly T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += width) {
    results.push(...(await Promise.all(items.slice(start, start + width).map(work))));
  }
  return results;
}

/** A moment as ONIX writes it: YYYYMMDDTHHMMSSZ, in UTC. */
export function onixDateTime(moment: Date): string {
  return moment
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

export interface IntakeOptions {
  idDepot: string;
  fetchCover: CoverFetcher;
  /** The « rejet » test mode: every record refused. */
  refuseAll: boolean;
}

/** A whole message rejected with one detail. */
export function rejectedMessage(idDepot: string, detail: AcknowledgementDetail): Acknowledgement {
  return {
    IdDepot: idDepot,
    SentDateTime: onixDateTime(new Date()),
    MessageStatus: '01',
    MessageStatusDetails: [detail],
    Records: [],
  };
}

/**
 * What the catalogue makes of a deposited message: the whole file rejected when it does not follow the XSD of the
 * release it names, else each product record checked and acknowledged.
 */
export async function acknowledgeDeposit(xml: string, options: IntakeOptions): Promise<Acknowledgement> {
  const release = releaseOf(xml);
  if (!isKnownRelease(release)) return rejectedMessage(options.idDepot, CATALOGUE_CHECKS.release(release));
  const errors = await schemaErrors(xml, release);
  if (errors.length > 0) return rejectedMessage(options.idDepot, CATALOGUE_CHECKS.schema(release, errors));
  const products = childrenNamed(parseXml(xml), 'Product');
  const records = await inBatches(products, COVER_FETCHES_AT_ONCE, (product) =>
    checkProduct(product, { fetchCover: options.fetchCover, refuseAll: options.refuseAll }),
  );
  return {
    IdDepot: options.idDepot,
    SentDateTime: onixDateTime(new Date()),
    MessageStatus: messageStatusOf(records),
    MessageStatusDetails: [],
    Records: records,
  };
}
