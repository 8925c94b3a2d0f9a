/**
 * The subset of ONIX for Books 3.1 the portal sends, in EDItEUR's reference-tag names: each interface is one
 * composite, each field one element, in the order the schema wants them (the serialiser writes the simple composites
 * field by field in that order). Codes are the code lists' values.
 */

/** Who sends the message, and how a recipient reaches them (the seller: ServerConfig.seller). */
export interface OnixSender {
  SenderName: string;
  TelephoneNumber?: string;
  EmailAddress?: string;
}

export interface OnixHeader extends OnixSender {
  /** YYYYMMDDTHHMMSSZ (UTC). */
  SentDateTime: string;
}

export interface ProductIdentifier {
  /** List 5: 03 GTIN-13, 15 ISBN-13. */
  ProductIDType: '03' | '15';
  IDValue: string;
}

export interface Measure {
  /** List 48: 01 height, 02 width, 03 thickness, 08 unit weight. */
  MeasureType: '01' | '02' | '03' | '08';
  Measurement: number;
  /** List 50: mm, gr. */
  MeasureUnitCode: 'mm' | 'gr';
}

export interface TitleElement {
  /** List 149: 01 product, 02 collection. */
  TitleElementLevel: '01' | '02';
  PartNumber?: string;
  TitleText?: string;
}

export interface TitleDetail {
  /** List 15: 01 distinctive title. */
  TitleType: '01';
  TitleElements: TitleElement[];
}

export interface Collection {
  /** List 148: 10 publisher collection. */
  CollectionType: '10';
  TitleDetail: TitleDetail;
}

export interface Contributor {
  SequenceNumber: number;
  /** List 17. */
  ContributorRole: string;
  /** List 74, ISO 639-2/B: the languages a translator translated from. */
  FromLanguages: string[];
  PersonName: string;
}

export interface Language {
  /** List 22: 01 language of text, 02 original language of a translated text. */
  LanguageRole: '01' | '02';
  /** List 74, ISO 639-2/B. */
  LanguageCode: string;
}

export interface Extent {
  /** List 23: 00 main content page count, 10 notional pages of a digital product. */
  ExtentType: '00' | '10';
  ExtentValue: number;
  /** List 24: 03 pages. */
  ExtentUnit: '03';
}

export interface Subject {
  MainSubject: boolean;
  /** List 27: 29 CLIL, 93 Thema subject category, 94–99 Thema qualifiers. */
  SubjectSchemeIdentifier: string;
  SubjectSchemeVersion?: string;
  SubjectCode: string;
}

export interface DescriptiveDetail {
  /** List 2: 00 single-component retail product. */
  ProductComposition: '00';
  /** List 150. */
  ProductForm: string;
  /** List 175. */
  ProductFormDetails: string[];
  /** List 80: 10 slip-cased. */
  ProductPackaging: '10' | null;
  Measures: Measure[];
  Collections: Collection[];
  TitleDetail: TitleDetail;
  Contributors: Contributor[];
  Languages: Language[];
  Extents: Extent[];
  /** List 152: 01 no, 02 yes. */
  Illustrated: '01' | '02' | null;
  /** List 25: the kinds of illustration. */
  AncillaryContentTypes: string[];
  Subjects: Subject[];
  /** List 28, as an ONIX audience code (List 29, 01). */
  AudienceCode: string;
}

export interface TextContent {
  /** List 153: 03 description. */
  TextType: '03';
  /** List 154: 00 any audience. */
  ContentAudience: '00';
  Text: string;
}

export interface SupportingResource {
  /** List 158: 01 front cover, 02 back cover. */
  ResourceContentType: '01' | '02';
  /** List 154: 00 any audience. */
  ContentAudience: '00';
  /** List 159: 03 image, 04 (PDF) document… */
  ResourceMode: '03' | '04';
  /** List 161: 02 downloadable file. */
  ResourceForm: '02';
  /** List 178: the file's format (D502 JPEG, D503 PNG, D401 PDF). */
  FileFormat: string | null;
  ResourceLink: string;
}

export interface CollateralDetail {
  TextContents: TextContent[];
  SupportingResources: SupportingResource[];
}

export interface Publisher {
  /** List 45: 01 publisher. */
  PublishingRole: '01';
  /** GLN (List 44, 06) when the brand has a Gencod. */
  GLN: string | null;
  PublisherName: string;
}

export interface PublishingDetail {
  ImprintName: string;
  Publisher: Publisher;
  /** List 64. */
  PublishingStatus: string;
  /** List 163 role 01 (publication date), YYYYMMDD. */
  PublicationDate: string | null;
}

export interface Tax {
  /** List 171: 01 VAT. */
  TaxType: '01';
  /** List 62: R lower rate. */
  TaxRateCode: 'R';
  TaxRatePercent: string;
}

export interface Price {
  /** List 58: 04 fixed retail price including tax. */
  PriceType: '04';
  /** Decimal euros, two decimals. */
  PriceAmount: string;
  Tax: Tax;
  CurrencyCode: 'EUR';
  /** ISO 3166-1 countries the fixed price applies in. */
  CountriesIncluded: string;
  /** List 173: 14 from date (YYYYMMDD), for a price announced for a day to come. */
  From: string | null;
  /** List 173: 15 until date (YYYYMMDD), the last day of the price in force when a new one is announced. */
  Until: string | null;
}

export interface Supplier {
  /** List 93: 01 publisher to resellers, 02 publisher's exclusive distributor. */
  SupplierRole: '01' | '02';
  /** GLN (List 92, 06). */
  GLN: string | null;
  SupplierName: string | null;
}

export interface SupplyDetail {
  Supplier: Supplier;
  /** List 65. */
  ProductAvailability: string;
  /** The price in force. Without it nor a next one: List 57, 02 price to be announced (a forthcoming publication). */
  Price: Price | null;
  /** The price announced for a day to come, with its first day (loi Lang: booksellers are told ahead). */
  NextPrice: Price | null;
}

export interface Product {
  RecordReference: string;
  /** List 1: 03 notification confirmed on publication, 05 delete. */
  NotificationType: '03' | '05';
  ProductIdentifiers: ProductIdentifier[];
  /** Absent from a deletion, which names the product only. */
  DescriptiveDetail: DescriptiveDetail | null;
  CollateralDetail: CollateralDetail | null;
  PublishingDetail: PublishingDetail | null;
  SupplyDetail: SupplyDetail | null;
}
