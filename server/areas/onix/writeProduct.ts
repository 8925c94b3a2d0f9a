import type {
  CollateralDetail,
  Collection,
  Contributor,
  DescriptiveDetail,
  Price,
  Product,
  PublishingDetail,
  SupplyDetail,
  TitleDetail,
} from './model.ts';
import { element, flagElement, leafElements, textElement as t } from './xml.ts';

function titleDetail(detail: TitleDetail): string {
  return element(
    'TitleDetail',
    t('TitleType', detail.TitleType),
    detail.TitleElements.map((e) => leafElements('TitleElement', e)),
  );
}

function collection(c: Collection): string {
  return element('Collection', t('CollectionType', c.CollectionType), titleDetail(c.TitleDetail));
}

function contributor(c: Contributor): string {
  return element(
    'Contributor',
    t('SequenceNumber', c.SequenceNumber),
    t('ContributorRole', c.ContributorRole),
    c.FromLanguages.map((code) => t('FromLanguage', code)),
    t('PersonName', c.PersonName),
  );
}

function descriptiveDetail(d: DescriptiveDetail): string {
  return element(
    'DescriptiveDetail',
    t('ProductComposition', d.ProductComposition),
    t('ProductForm', d.ProductForm),
    d.ProductFormDetails.map((code) => t('ProductFormDetail', code)),
    t('ProductPackaging', d.ProductPackaging),
    d.Measures.map((m) => leafElements('Measure', m)),
    d.Collections.map(collection),
    titleDetail(d.TitleDetail),
    d.Contributors.map(contributor),
    d.Languages.map((l) => leafElements('Language', l)),
    d.Extents.map((e) => leafElements('Extent', e)),
    t('Illustrated', d.Illustrated),
    d.AncillaryContentTypes.map((type) => leafElements('AncillaryContent', { AncillaryContentType: type })),
    d.Subjects.map((s) =>
      element(
        'Subject',
        flagElement('MainSubject', s.MainSubject),
        t('SubjectSchemeIdentifier', s.SubjectSchemeIdentifier),
        t('SubjectSchemeVersion', s.SubjectSchemeVersion),
        t('SubjectCode', s.SubjectCode),
      ),
    ),
    leafElements('Audience', { AudienceCodeType: '01', AudienceCodeValue: d.AudienceCode }),
  );
}

function collateralDetail(c: CollateralDetail): string {
  return element(
    'CollateralDetail',
    c.TextContents.map((text) => leafElements('TextContent', text)),
    c.SupportingResources.map((r) =>
      element(
        'SupportingResource',
        t('ResourceContentType', r.ResourceContentType),
        t('ContentAudience', r.ContentAudience),
        t('ResourceMode', r.ResourceMode),
        element(
          'ResourceVersion',
          t('ResourceForm', r.ResourceForm),
          r.FileFormat !== null &&
            element('ResourceVersionFeature', t('ResourceVersionFeatureType', '01'), t('FeatureValue', r.FileFormat)),
          t('ResourceLink', r.ResourceLink),
        ),
      ),
    ),
  );
}

function publishingDetail(p: PublishingDetail): string {
  return element(
    'PublishingDetail',
    element('Imprint', t('ImprintName', p.ImprintName)),
    element(
      'Publisher',
      t('PublishingRole', p.Publisher.PublishingRole),
      p.Publisher.GLN !== null &&
        element('PublisherIdentifier', t('PublisherIDType', '06'), t('IDValue', p.Publisher.GLN)),
      t('PublisherName', p.Publisher.PublisherName),
    ),
    t('CountryOfPublication', 'FR'),
    t('PublishingStatus', p.PublishingStatus),
    p.PublicationDate !== null &&
      element('PublishingDate', t('PublishingDateRole', '01'), t('Date', p.PublicationDate)),
  );
}

function priceElement(price: Price): string {
  return element(
    'Price',
    t('PriceType', price.PriceType),
    t('PriceAmount', price.PriceAmount),
    element(
      'Tax',
      t('TaxType', price.Tax.TaxType),
      t('TaxRateCode', price.Tax.TaxRateCode),
      t('TaxRatePercent', price.Tax.TaxRatePercent),
    ),
    t('CurrencyCode', price.CurrencyCode),
    element('Territory', t('CountriesIncluded', price.CountriesIncluded)),
    price.From !== null && element('PriceDate', t('PriceDateRole', '14'), t('Date', price.From)),
    price.Until !== null && element('PriceDate', t('PriceDateRole', '15'), t('Date', price.Until)),
  );
}

function supplyDetail(s: SupplyDetail): string {
  const prices = [s.Price, s.NextPrice].filter((price): price is Price => price !== null);
  return element(
    'ProductSupply',
    element(
      'SupplyDetail',
      element(
        'Supplier',
        t('SupplierRole', s.Supplier.SupplierRole),
        s.Supplier.GLN !== null &&
          element('SupplierIdentifier', t('SupplierIDType', '06'), t('IDValue', s.Supplier.GLN)),
        t('SupplierName', s.Supplier.SupplierName),
      ),
      t('ProductAvailability', s.ProductAvailability),
      prices.length === 0 ? t('UnpricedItemType', '02') : prices.map(priceElement).join(''),
    ),
  );
}

/**
 * One product record, in reference tags and in the schema's order. Every element written here has the same place and
 * content in releases 3.0 (revision 8) and 3.1, so the record is the same in both; the tests validate it against each.
 */
export function writeProduct(p: Product): string {
  return element(
    'Product',
    t('RecordReference', p.RecordReference),
    t('NotificationType', p.NotificationType),
    p.ProductIdentifiers.map((id) =>
      element('ProductIdentifier', t('ProductIDType', id.ProductIDType), t('IDValue', id.IDValue)),
    ),
    p.DescriptiveDetail !== null && descriptiveDetail(p.DescriptiveDetail),
    p.CollateralDetail !== null && collateralDetail(p.CollateralDetail),
    p.PublishingDetail !== null && publishingDetail(p.PublishingDetail),
    p.SupplyDetail !== null && supplyDetail(p.SupplyDetail),
  );
}
