import { DISPONIBILITE } from '../../../domain/referenceIds.ts';
import { BOOK_VAT_RATE_PERCENT, ONIX_REFUSALS } from '../../../domain/publication/onixExport.ts';
import { addDays } from '../../../domain/publication/priceChange.ts';
import { audienceOf } from './audience.ts';
import { onixAvailability } from './availability.ts';
import { CONTRIBUTOR_ROLE_OF_TYPE } from './contributorRoles.ts';
import { ILLUSTRATIONS_OF_ILLUSTRATION } from './illustrations.ts';
import { isbn13 } from '../../../domain/ean.ts';
import { LANGUAGE_CODE_OF_LANGUE } from './languageCodes.ts';
import type {
  CollateralDetail,
  Collection,
  Contributor,
  DescriptiveDetail,
  Extent,
  Language,
  Measure,
  Price,
  Product,
  PublishingDetail,
  SupplyDetail,
  SupportingResource,
  TitleDetail,
} from './model.ts';
import { PRODUCT_FORM_OF_FORMAT, type ProductFormOfFormat } from './productForms.ts';
import { recordReference } from './recordReference.ts';
import type { OnixContext, OnixSource } from './source.ts';
import { subjectsOf } from './subjects.ts';

export type OnixMapping = { product: Product } | { reasons: string[] };

type Contribution = OnixSource['AuteurContribution'][number];

function text(value: string | null): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** The contributions that name someone in a role, in the order of their Rang. */
function contributions(source: OnixSource): Contribution[] {
  return source.AuteurContribution.filter(
    (c) => text(c.Nom) !== null && CONTRIBUTOR_ROLE_OF_TYPE[c.IdTypeContribution] !== undefined,
  ).sort((a, b) => a.Rang - b.Rang);
}

function languageCodes(ids: readonly number[]): string[] {
  const codes = ids.map((id) => LANGUAGE_CODE_OF_LANGUE[id]).filter((code) => code !== undefined);
  return [...new Set(codes)];
}

/** What a catalogue requires and the publication lacks, in French; none when it can be sent. */
export function missingForCatalogue(source: OnixSource, context: OnixContext): string[] {
  const reasons: string[] = [];
  const isbn = isbn13(source.Ean);
  if (isbn === null) reasons.push(ONIX_REFUSALS.ean);
  if (source.Retiree) return reasons;
  if (isbn !== null && context.sharedEans?.has(isbn)) reasons.push(ONIX_REFUSALS.eanEnDouble);
  if (text(source.Titre) === null) reasons.push(ONIX_REFUSALS.titre);
  if (contributions(source).length === 0) reasons.push(ONIX_REFUSALS.contributeur);
  if (languageCodes(source.IdsLangues).length === 0) reasons.push(ONIX_REFUSALS.langue);
  if (source.Marque === null) reasons.push(ONIX_REFUSALS.marque);
  if (source.IdFormat === null || PRODUCT_FORM_OF_FORMAT[source.IdFormat] === undefined) {
    reasons.push(ONIX_REFUSALS.format);
  }
  if (onixAvailability(source.IdDisponibilite, source.ImpressionDemande) === undefined) {
    reasons.push(ONIX_REFUSALS.disponibilite);
  }
  if (source.DateParution === null) reasons.push(ONIX_REFUSALS.dateParution);
  const forthcoming = source.IdDisponibilite === DISPONIBILITE.aParaitre;
  if (!forthcoming && !(source.PrixTTCCentimes !== null && source.PrixTTCCentimes > 0)) {
    reasons.push(ONIX_REFUSALS.prix);
  }
  return reasons;
}

function measures(source: OnixSource, form: ProductFormOfFormat): Measure[] {
  if (form.nature !== 'print') return [];
  const given: [Measure['MeasureType'], number | null, Measure['MeasureUnitCode']][] = [
    ['01', source.Format_Hauteur, 'mm'],
    ['02', source.Format_Largeur, 'mm'],
    ['03', source.Format_Epaisseur, 'mm'],
    ['08', source.Format_Poids, 'gr'],
  ];
  return given
    .filter((entry): entry is [Measure['MeasureType'], number, Measure['MeasureUnitCode']] => (entry[1] ?? 0) > 0)
    .map(([MeasureType, Measurement, MeasureUnitCode]) => ({ MeasureType, Measurement, MeasureUnitCode }));
}

function extents(source: OnixSource, form: ProductFormOfFormat): Extent[] {
  if (form.nature === 'audio' || source.NombrePage === null || source.NombrePage <= 0) return [];
  return [{ ExtentType: form.nature === 'print' ? '00' : '10', ExtentValue: source.NombrePage, ExtentUnit: '03' }];
}

/**
 * A volume of a series: the series is a publisher collection (List 148, 10: a « série », whose volumes are
 * numbered) named by the publication's title, with the volume's number; the product's own title is the volume's.
 */
function collections(source: OnixSource, titre: string): Collection[] {
  const numero = text(source.NumeroVolume);
  if (!source.Serie) return [];
  return [
    {
      CollectionType: '10',
      TitleDetail: {
        TitleType: '01',
        TitleElements: [
          { TitleElementLevel: '02', TitleText: titre },
          ...(numero === null ? [] : [{ TitleElementLevel: '01' as const, PartNumber: numero }]),
        ],
      },
    },
  ];
}

function titleDetail(source: OnixSource, titre: string): TitleDetail {
  const titreVolume = text(source.TitreVolume);
  const numero = text(source.NumeroVolume);
  if (source.Serie && titreVolume !== null) {
    return { TitleType: '01', TitleElements: [{ TitleElementLevel: '01', TitleText: titreVolume }] };
  }
  // A volume without a title of its own is known by the series' title and its number.
  const partNumber = source.Serie && numero !== null ? { PartNumber: numero } : {};
  return { TitleType: '01', TitleElements: [{ TitleElementLevel: '01', ...partNumber, TitleText: titre }] };
}

function contributors(source: OnixSource): Contributor[] {
  return contributions(source).map((c, index) => {
    const role = CONTRIBUTOR_ROLE_OF_TYPE[c.IdTypeContribution]!;
    return {
      SequenceNumber: index + 1,
      ContributorRole: role,
      FromLanguages: role === 'B06' ? languageCodes(c.IdsLangues) : [],
      PersonName: text(c.Nom)!,
    };
  });
}

/** The text's languages (01), then for a translation the languages it was translated from (02). */
function languages(source: OnixSource, people: Contributor[]): Language[] {
  const ofText = languageCodes(source.IdsLangues).map((LanguageCode) => ({
    LanguageRole: '01' as const,
    LanguageCode,
  }));
  const original = [...new Set(people.flatMap((p) => p.FromLanguages))].map((LanguageCode) => ({
    LanguageRole: '02' as const,
    LanguageCode,
  }));
  return [...ofText, ...original];
}

function descriptiveDetail(source: OnixSource, form: ProductFormOfFormat): DescriptiveDetail {
  const titre = text(source.Titre)!;
  const people = contributors(source);
  const illustrations =
    source.IdIllustration === null ? undefined : ILLUSTRATIONS_OF_ILLUSTRATION[source.IdIllustration];
  return {
    ProductComposition: '00',
    ProductForm: form.ProductForm,
    ProductFormDetails: form.ProductFormDetails,
    // A « coffret » is a book sold in its box, which is a slipcase for books.
    ProductPackaging: source.Coffret && form.nature === 'print' ? '10' : null,
    Measures: measures(source, form),
    Collections: collections(source, titre),
    TitleDetail: titleDetail(source, titre),
    Contributors: people,
    Languages: languages(source, people),
    Extents: extents(source, form),
    Illustrated: form.nature === 'audio' ? null : (illustrations?.Illustrated ?? null),
    AncillaryContentTypes: form.nature === 'audio' ? [] : (illustrations?.AncillaryContentTypes ?? []),
    Subjects: subjectsOf(source.IdSujet),
    AudienceCode: audienceOf(source.IdTypeOuvrage, source.IdSujet),
  };
}

const FILE_FORMATS: Readonly<Record<string, { FileFormat: string; ResourceMode: '03' | '04' }>> = {
  jpg: { FileFormat: 'D502', ResourceMode: '03' },
  jpeg: { FileFormat: 'D502', ResourceMode: '03' },
  png: { FileFormat: 'D503', ResourceMode: '03' },
  pdf: { FileFormat: 'D401', ResourceMode: '04' },
};

function coverResource(
  path: string | null,
  ResourceContentType: '01' | '02',
  context: OnixContext,
): SupportingResource[] {
  if (path === null) return [];
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  const format = FILE_FORMATS[extension];
  return [
    {
      ResourceContentType,
      ContentAudience: '00',
      ResourceMode: format?.ResourceMode ?? '03',
      ResourceForm: '02',
      FileFormat: format?.FileFormat ?? null,
      ResourceLink: new URL(path, `${context.publicUrl}/`).href,
    },
  ];
}

function collateralDetail(source: OnixSource, context: OnixContext): CollateralDetail | null {
  const resume = text(source.Resume);
  const detail: CollateralDetail = {
    TextContents: resume === null ? [] : [{ TextType: '03', ContentAudience: '00', Text: resume }],
    SupportingResources: [
      ...coverResource(source.VisuelCouverture, '01', context),
      ...coverResource(source.QuatriemeCouverture, '02', context),
    ],
  };
  return detail.TextContents.length + detail.SupportingResources.length > 0 ? detail : null;
}

function publishingDetail(source: OnixSource): PublishingDetail {
  const marque = source.Marque!;
  return {
    ImprintName: marque.Libelle,
    Publisher: { PublishingRole: '01', GLN: text(marque.GencodEditeur), PublisherName: marque.Libelle },
    PublishingStatus: onixAvailability(source.IdDisponibilite, source.ImpressionDemande)!.PublishingStatus,
    PublicationDate: source.DateParution === null ? null : source.DateParution.replaceAll('-', ''),
  };
}

/** Integer cents as decimal euros (1850 → 18.50). */
function euros(centimes: number): string {
  return `${Math.trunc(centimes / 100)}.${String(centimes % 100).padStart(2, '0')}`;
}

/** A day `YYYY-MM-DD` as ONIX writes it by default (List 55, 00: YYYYMMDD). */
function onixDay(day: string): string {
  return day.replaceAll('-', '');
}

/** The fixed book price (loi Lang) in France, VAT included at the books' rate, from or until a day when told. */
function fixedPrice(centimes: number, dates: Pick<Price, 'From' | 'Until'>): Price {
  return {
    PriceType: '04',
    PriceAmount: euros(centimes),
    Tax: { TaxType: '01', TaxRateCode: 'R', TaxRatePercent: BOOK_VAT_RATE_PERCENT },
    CurrencyCode: 'EUR',
    CountriesIncluded: 'FR',
    ...dates,
  };
}

/**
 * The price in force and, when a new one is announced, the new one from its day (PriceDate 14) while the one in force
 * holds until the day before (PriceDate 15): booksellers learn of the change ahead, as the law asks.
 */
function prices(source: OnixSource): Pick<SupplyDetail, 'Price' | 'NextPrice'> {
  const next = source.PrixAVenir;
  const current = source.PrixTTCCentimes !== null && source.PrixTTCCentimes > 0 ? source.PrixTTCCentimes : null;
  return {
    Price:
      current === null
        ? null
        : fixedPrice(current, { From: null, Until: next === null ? null : onixDay(addDays(next.DateEffet, -1)) }),
    NextPrice: next === null ? null : fixedPrice(next.PrixTTCCentimes, { From: onixDay(next.DateEffet), Until: null }),
  };
}

/** Sold by the distributor when the publication names one (its Gencod), by the publisher itself otherwise. */
function supplyDetail(source: OnixSource): SupplyDetail {
  const distributeur = text(source.GenCod);
  const marque = source.Marque!;
  return {
    Supplier:
      distributeur === null
        ? { SupplierRole: '01', GLN: text(marque.GencodEditeur), SupplierName: marque.Libelle }
        : { SupplierRole: '02', GLN: distributeur, SupplierName: null },
    ProductAvailability: onixAvailability(source.IdDisponibilite, source.ImpressionDemande)!.ProductAvailability,
    ...prices(source),
  };
}

/**
 * A publication as an ONIX product record, or the French reasons a catalogue would refuse it. A publication no
 * longer validated is sent as a deletion (NotificationType 05), which names the product and nothing else.
 */
export function mapPublication(source: OnixSource, context: OnixContext): OnixMapping {
  const reasons = missingForCatalogue(source, context);
  if (reasons.length > 0) return { reasons };
  const isbn = isbn13(source.Ean)!;
  const identity = {
    RecordReference: recordReference(context.publicUrl, source.IdPublication),
    ProductIdentifiers: [
      { ProductIDType: '03' as const, IDValue: isbn },
      { ProductIDType: '15' as const, IDValue: isbn },
    ],
  };
  if (source.Retiree) {
    return {
      product: {
        ...identity,
        NotificationType: '05',
        DescriptiveDetail: null,
        CollateralDetail: null,
        PublishingDetail: null,
        SupplyDetail: null,
      },
    };
  }
  const form = PRODUCT_FORM_OF_FORMAT[source.IdFormat!]!;
  return {
    product: {
      ...identity,
      NotificationType: '03',
      DescriptiveDetail: descriptiveDetail(source, form),
      CollateralDetail: collateralDetail(source, context),
      PublishingDetail: publishingDetail(source),
      SupplyDetail: supplyDetail(source),
    },
  };
}
