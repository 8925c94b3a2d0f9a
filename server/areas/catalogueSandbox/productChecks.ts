import { eanDigits, isEanCheckDigitValid } from '../../../domain/ean.ts';
import { recordStatusOf, type AcknowledgementDetail, type RecordAcknowledgement } from './acknowledgement.ts';
import { CATALOGUE_CHECKS, COVER_FAILURES, SHORT_DESCRIPTION_LENGTH } from './catalogueChecks.ts';
import { childrenNamed, descendant, textOf, valueAt, type XmlElement } from './xmlTree.ts';

/** List 65: available, in stock, to order, print on demand: a book a bookseller can order needs a price. */
const AVAILABLE = new Set(['20', '21', '22', '23']);
/** List 26: CLIL (29) and Thema subject categories (93). */
const SHELVING_SCHEMES = new Set(['29', '93']);
/** List 1: a deletion carries identifiers only. */
const DELETE = '05';

/** Whether an image is at a link: GET, a 2xx answer of an image type; else why not (in French). */
export type CoverFetcher = (link: string) => Promise<string | null>;

/** The identifier of a given type (list 5: 15 ISBN-13, 03 GTIN-13). */
function identifierOf(product: XmlElement, type: string): string | null {
  const found = childrenNamed(product, 'ProductIdentifier').find((id) => valueAt(id, 'ProductIDType') === type);
  return found ? valueAt(found, 'IDValue') : null;
}

function isGs1Valid(value: string): boolean {
  return eanDigits(value) !== null && isEanCheckDigitValid(value);
}

function isbnDetails(isbn: string | null): AcknowledgementDetail[] {
  if (isbn === null) return [CATALOGUE_CHECKS.isbnMissing()];
  return isGs1Valid(isbn) ? [] : [CATALOGUE_CHECKS.isbnCheckDigit(isbn)];
}

function publisherDetails(product: XmlElement): AcknowledgementDetail[] {
  const glns = childrenNamed(descendant(product, 'PublishingDetail'), 'Publisher').flatMap((publisher) =>
    childrenNamed(publisher, 'PublisherIdentifier')
      .filter((id) => valueAt(id, 'PublisherIDType') === '06')
      .map((id) => valueAt(id, 'IDValue') ?? ''),
  );
  if (glns.length === 0) return [CATALOGUE_CHECKS.glnMissing()];
  const invalid = glns.find((gln) => !isGs1Valid(gln));
  return invalid === undefined ? [] : [CATALOGUE_CHECKS.glnInvalid(invalid)];
}

function priceDetails(product: XmlElement): AcknowledgementDetail[] {
  const supplies = childrenNamed(descendant(product, 'ProductSupply'), 'SupplyDetail');
  const unpriced = supplies.some(
    (supply) =>
      AVAILABLE.has(valueAt(supply, 'ProductAvailability') ?? '') && childrenNamed(supply, 'Price').length === 0,
  );
  return unpriced ? [CATALOGUE_CHECKS.priceMissing()] : [];
}

/** The link of the front cover's image (list 158: 01 front cover; list 159: 03 image), if the record has one. */
function frontCoverLink(product: XmlElement): string | null {
  const cover = childrenNamed(descendant(product, 'CollateralDetail'), 'SupportingResource').find(
    (resource) => valueAt(resource, 'ResourceContentType') === '01' && valueAt(resource, 'ResourceMode') === '03',
  );
  if (!cover) return null;
  return valueAt(cover, 'ResourceVersion', 'ResourceLink') ?? '';
}

async function coverDetails(product: XmlElement, fetchCover: CoverFetcher): Promise<AcknowledgementDetail[]> {
  const link = frontCoverLink(product);
  if (link === null) return [CATALOGUE_CHECKS.coverMissing()];
  const failure = await fetchCover(link);
  return failure === null ? [] : [CATALOGUE_CHECKS.coverUnreachable(failure)];
}

function descriptionDetails(product: XmlElement): AcknowledgementDetail[] {
  const description = childrenNamed(descendant(product, 'CollateralDetail'), 'TextContent').find(
    (text) => valueAt(text, 'TextType') === '03',
  );
  const text = textOf(descendant(description, 'Text')).replace(/\s+/g, ' ').trim();
  if (text === '') return [CATALOGUE_CHECKS.descriptionMissing()];
  const length = [...text].length;
  return length < SHORT_DESCRIPTION_LENGTH ? [CATALOGUE_CHECKS.descriptionShort(length)] : [];
}

function subjectDetails(product: XmlElement): AcknowledgementDetail[] {
  const shelved = childrenNamed(descendant(product, 'DescriptiveDetail'), 'Subject').some((subject) =>
    SHELVING_SCHEMES.has(valueAt(subject, 'SubjectSchemeIdentifier') ?? ''),
  );
  return shelved ? [] : [CATALOGUE_CHECKS.subjectMissing()];
}

/** The catalogue's reading of one product record: its checks' details and the record's status. */
export async function checkProduct(
  product: XmlElement,
  options: { fetchCover: CoverFetcher; refuseAll: boolean },
): Promise<RecordAcknowledgement> {
  const isbn = identifierOf(product, '15') ?? identifierOf(product, '03');
  const details = isbnDetails(isbn);
  if (valueAt(product, 'NotificationType') !== DELETE) {
    details.push(
      ...publisherDetails(product),
      ...priceDetails(product),
      ...(await coverDetails(product, options.fetchCover)),
      ...descriptionDetails(product),
      ...subjectDetails(product),
    );
  }
  if (options.refuseAll) details.push(CATALOGUE_CHECKS.refusedForTest());
  return {
    RecordReference: valueAt(product, 'RecordReference') ?? '',
    ProductIdentifier: isbn ?? valueAt(product, 'ProductIdentifier', 'IDValue'),
    RecordStatus: recordStatusOf(details),
    Details: details,
  };
}

/** How long the catalogue waits for a cover before giving up on it. */
export const COVER_TIMEOUT_MS = 3_000;

/** The catalogue's fetch of a cover: GET with a short timeout, the body dropped once its type is known. */
export const fetchCoverOverHttp: CoverFetcher = async (link) => {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return COVER_FAILURES.badLink;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return COVER_FAILURES.badLink;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(COVER_TIMEOUT_MS), redirect: 'follow' });
    await response.body?.cancel();
    if (!response.ok) return COVER_FAILURES.status(response.status);
    const type = response.headers.get('content-type');
    return type?.startsWith('image/') ? null : COVER_FAILURES.notImage(type);
  } catch (error) {
    const name = (error as { name?: string }).name;
    return name === 'TimeoutError' || name === 'AbortError' ? COVER_FAILURES.timeout : COVER_FAILURES.unreachable;
  }
};
