// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ONIX_REFUSALS } from '../../domain/publication/onixExport.ts';
import { mapPublication, type OnixMapping } from '../../server/areas/onix/mapPublication.ts';
import type { Product } from '../../server/areas/onix/model.ts';
import { writeProduct } from '../../server/areas/onix/writeProduct.ts';
import { completeSource, INCOMPLETE_SOURCE, ONIX_SHAPES, withCheckDigit } from './onixShapes.ts';

const CONTEXT = { publicUrl: 'https://portail.example.org' };

function productOf(mapping: OnixMapping): Product {
  if (!('product' in mapping)) throw new Error(`refused: ${mapping.reasons.join(' ')}`);
  return mapping.product;
}

function map(source = completeSource()): Product {
  return productOf(mapPublication(source, CONTEXT));
}

describe('mapPublication', () => {
  it('maps a complete paperback to a product with every block', () => {
    const product = map();
    expect(product.RecordReference).toBe('org.example.portail.publication.4201');
    expect(product.NotificationType).toBe('03');
    expect(product.ProductIdentifiers).toEqual([
      { ProductIDType: '03', IDValue: '9782365129008' },
      { ProductIDType: '15', IDValue: '9782365129008' },
    ]);
    const detail = product.DescriptiveDetail!;
    expect(detail.ProductForm).toBe('BC');
    expect(detail.Measures).toEqual([
      { MeasureType: '01', Measurement: 215, MeasureUnitCode: 'mm' },
      { MeasureType: '02', Measurement: 135, MeasureUnitCode: 'mm' },
      { MeasureType: '03', Measurement: 22, MeasureUnitCode: 'mm' },
      { MeasureType: '08', Measurement: 420, MeasureUnitCode: 'gr' },
    ]);
    expect(detail.Collections).toEqual([]);
    expect(detail.TitleDetail.TitleElements).toEqual([{ TitleElementLevel: '01', TitleText: 'La Maison des marées' }]);
    expect(detail.Contributors).toEqual([
      { SequenceNumber: 1, ContributorRole: 'A01', FromLanguages: [], PersonName: 'Anne Kerouac' },
    ]);
    expect(detail.Languages).toEqual([{ LanguageRole: '01', LanguageCode: 'fre' }]);
    expect(detail.Extents).toEqual([{ ExtentType: '00', ExtentValue: 312, ExtentUnit: '03' }]);
    expect(detail.Subjects).toEqual([
      { MainSubject: true, SubjectSchemeIdentifier: '93', SubjectSchemeVersion: '1.6', SubjectCode: 'FBA' },
      // The CLIL category French booksellers shelve by, beside the Thema main subject.
      { MainSubject: false, SubjectSchemeIdentifier: '29', SubjectCode: '3442' },
    ]);
    expect([detail.ProductPackaging, detail.Illustrated, detail.AncillaryContentTypes, detail.AudienceCode]).toEqual([
      null,
      '01',
      [],
      '01',
    ]);
    expect(product.CollateralDetail).toEqual({
      TextContents: [
        { TextType: '03', ContentAudience: '00', Text: 'Une maison au bord de la mer, trois générations & un secret.' },
      ],
      SupportingResources: [
        {
          ResourceContentType: '01',
          ContentAudience: '00',
          ResourceMode: '03',
          ResourceForm: '02',
          FileFormat: 'D502',
          ResourceLink:
            'https://portail.example.org/fichiers/publications/4201/0b7a63c4-34a8-4a9b-8f0b-7d2f7b0d9a11.jpg',
        },
      ],
    });
    expect(product.PublishingDetail).toEqual({
      ImprintName: 'Éditions du Ponant',
      Publisher: { PublishingRole: '01', GLN: '3051234567890', PublisherName: 'Éditions du Ponant' },
      PublishingStatus: '04',
      PublicationDate: '20260402',
    });
    expect(product.SupplyDetail).toEqual({
      Supplier: { SupplierRole: '01', GLN: '3051234567890', SupplierName: 'Éditions du Ponant' },
      ProductAvailability: '20',
      Price: {
        PriceType: '04',
        PriceAmount: '21.90',
        Tax: { TaxType: '01', TaxRateCode: 'R', TaxRatePercent: '5.5' },
        CurrencyCode: 'EUR',
        CountriesIncluded: 'FR',
        From: null,
        Until: null,
      },
      NextPrice: null,
    });
  });

  it('names a series as a collection with the volume number, the product by the volume title', () => {
    const detail = map(ONIX_SHAPES.serieAvecTitreDeVolume).DescriptiveDetail!;
    expect(detail.Collections).toEqual([
      {
        CollectionType: '10',
        TitleDetail: {
          TitleType: '01',
          TitleElements: [
            { TitleElementLevel: '02', TitleText: 'Les Chroniques de Brocéliande' },
            { TitleElementLevel: '01', PartNumber: '2' },
          ],
        },
      },
    ]);
    expect(detail.TitleDetail.TitleElements).toEqual([{ TitleElementLevel: '01', TitleText: 'Le Val sans retour' }]);
  });

  it('titles a volume without a title of its own by the series and its number', () => {
    const detail = map(ONIX_SHAPES.serieSansTitreDeVolume).DescriptiveDetail!;
    expect(detail.TitleDetail.TitleElements).toEqual([
      { TitleElementLevel: '01', PartNumber: 'IV', TitleText: 'Carnets de bord' },
    ]);
    expect(detail.ProductForm).toBe('BC');
    expect(detail.ProductFormDetails).toEqual(['B101']);
  });

  it('sends a translator as B06 with the languages translated from, also as original languages', () => {
    const detail = map(ONIX_SHAPES.traduction).DescriptiveDetail!;
    expect(detail.Contributors.map((c) => [c.SequenceNumber, c.ContributorRole, c.FromLanguages])).toEqual([
      [1, 'A01', []],
      [2, 'B06', ['eng', 'bre']],
    ]);
    expect(detail.Languages).toEqual([
      { LanguageRole: '01', LanguageCode: 'fre' },
      { LanguageRole: '02', LanguageCode: 'eng' },
      { LanguageRole: '02', LanguageCode: 'bre' },
    ]);
    expect(detail.Subjects.map((s) => [s.SubjectSchemeIdentifier, s.SubjectCode, s.MainSubject])).toEqual([
      ['93', 'FV', true],
      ['96', '3KL', false],
      ['29', '3492', false],
    ]);
  });

  it('numbers contributors in the order of their Rang, each in its role, leaving out rows without a role', () => {
    const detail = map(ONIX_SHAPES.plusieursContributeurs).DescriptiveDetail!;
    expect(detail.Contributors.map((c) => [c.SequenceNumber, c.ContributorRole, c.PersonName])).toEqual([
      [1, 'B01', 'Paul Guéguen'],
      [2, 'A13', 'Lucie Morvan'],
      [3, 'A12', 'Rose Tanguy'],
      [4, 'A15', 'Jean Préface'],
      [5, 'B01', 'Claire Savante'],
      [6, 'A32', 'Marc Aide'],
      [7, 'A19', 'Postface Martin'],
    ]);
    expect(detail.Languages.map((l) => l.LanguageCode)).toEqual(['fre', 'bre']);
    expect(detail.ProductFormDetails).toEqual(['B402']);
  });

  it('sends a box as a slipcase, photographs as halftones, a fine book to the general public', () => {
    const detail = map(ONIX_SHAPES.plusieursContributeurs).DescriptiveDetail!;
    expect([detail.ProductPackaging, detail.Illustrated, detail.AncillaryContentTypes, detail.AudienceCode]).toEqual([
      '10',
      '02',
      ['10'],
      '01',
    ]);
  });

  it('sends a print-on-demand teenage novel as such, illustrated in black and white and colour', () => {
    const product = map(ONIX_SHAPES.impressionALaDemande);
    expect(product.SupplyDetail!.ProductAvailability).toBe('23');
    expect(product.PublishingDetail!.PublishingStatus).toBe('04');
    const detail = product.DescriptiveDetail!;
    expect([detail.Illustrated, detail.AncillaryContentTypes, detail.AudienceCode]).toEqual(['02', ['01', '02'], '03']);
    const forthcoming = map(completeSource({ ImpressionDemande: true, IdDisponibilite: 1, PrixTTCCentimes: null }));
    expect(forthcoming.SupplyDetail!.ProductAvailability).toBe('12');
  });

  it('takes the audience from the subject tree first, then from the book type', () => {
    const audience = (IdSujet: number | null, IdTypeOuvrage: number | null) =>
      map(completeSource({ IdSujet, IdTypeOuvrage })).DescriptiveDetail!.AudienceCode;
    expect([
      audience(4221, 1),
      audience(4000, 1),
      audience(8122, 1),
      audience(8300, 1),
      audience(1150, 5),
      audience(1150, 8),
      audience(null, 12),
      audience(2200, 2),
    ]).toEqual(['02', '02', '04', '05', '02', '04', '05', '01']);
  });

  it('sells through the distributor when its Gencod is given', () => {
    expect(map(ONIX_SHAPES.plusieursContributeurs).SupplyDetail!.Supplier).toEqual({
      SupplierRole: '02',
      GLN: '3012345678901',
      SupplierName: null,
    });
  });

  it('sends a forthcoming publication without a price as forthcoming, price to be announced', () => {
    const product = map(ONIX_SHAPES.aParaitreSansPrix);
    expect(product.PublishingDetail!.PublishingStatus).toBe('02');
    expect(product.SupplyDetail!.ProductAvailability).toBe('10');
    expect(product.SupplyDetail!.Price).toBeNull();
    expect(writeProduct(product)).toContain('<UnpricedItemType>02</UnpricedItemType>');
  });

  it('announces a scheduled price from its day, the price in force until the day before', () => {
    const product = map(completeSource({ PrixAVenir: { PrixTTCCentimes: 1990, DateEffet: '2027-03-01' } }));
    const supply = product.SupplyDetail!;
    expect([supply.Price?.PriceAmount, supply.Price?.From, supply.Price?.Until]).toEqual(['21.90', null, '20270228']);
    expect([supply.NextPrice?.PriceAmount, supply.NextPrice?.From, supply.NextPrice?.Until]).toEqual([
      '19.90',
      '20270301',
      null,
    ]);
    const written = writeProduct(product);
    expect(written).toContain(
      '<PriceDate><PriceDateRole>15</PriceDateRole><Date>20270228</Date></PriceDate></Price><Price><PriceType>04</PriceType><PriceAmount>19.90</PriceAmount>',
    );
    expect(written).toContain('<PriceDate><PriceDateRole>14</PriceDateRole><Date>20270301</Date></PriceDate></Price>');
  });

  it('sends a forthcoming publication without a price but with a scheduled one as that price from its day', () => {
    const product = map({
      ...ONIX_SHAPES.aParaitreSansPrix,
      PrixAVenir: { PrixTTCCentimes: 1500, DateEffet: '2027-01-01' },
    });
    expect(product.SupplyDetail!.Price).toBeNull();
    const written = writeProduct(product);
    expect(written).not.toContain('<UnpricedItemType>');
    expect(written.match(/<Price>/g)).toHaveLength(1);
    expect(written).toContain('<PriceAmount>15.00</PriceAmount>');
    expect(written).toContain('<PriceDate><PriceDateRole>14</PriceDateRole><Date>20270101</Date></PriceDate>');
  });

  it('maps the other availabilities: temporarily unavailable, and out of print as an ordinary record', () => {
    const unavailable = map(ONIX_SHAPES.livreAudio);
    expect([unavailable.PublishingDetail!.PublishingStatus, unavailable.SupplyDetail!.ProductAvailability]).toEqual([
      '04',
      '30',
    ]);
    const stopped = map(ONIX_SHAPES.arretDeCommercialisation);
    expect(stopped.NotificationType).toBe('03');
    expect([stopped.PublishingDetail!.PublishingStatus, stopped.SupplyDetail!.ProductAvailability]).toEqual([
      '07',
      '51',
    ]);
  });

  it('gives a digital edition no measures and a notional page count, an audiobook neither', () => {
    const ebook = map(ONIX_SHAPES.numerique).DescriptiveDetail!;
    expect([ebook.ProductForm, ebook.ProductFormDetails, ebook.Measures, ebook.Extents]).toEqual([
      'EB',
      ['E101'],
      [],
      [{ ExtentType: '10', ExtentValue: 312, ExtentUnit: '03' }],
    ]);
    const audio = map(ONIX_SHAPES.livreAudio).DescriptiveDetail!;
    expect([audio.ProductForm, audio.Measures, audio.Extents]).toEqual(['AA', [], []]);
  });

  it('links the fourth cover as the back cover, a PDF as a text document', () => {
    const resources = map(ONIX_SHAPES.quatriemeDeCouverture).CollateralDetail!.SupportingResources;
    expect(resources.map((r) => [r.ResourceContentType, r.ResourceMode, r.FileFormat, r.ResourceLink])).toEqual([
      [
        '01',
        '03',
        'D502',
        'https://portail.example.org/fichiers/publications/4201/0b7a63c4-34a8-4a9b-8f0b-7d2f7b0d9a11.jpg',
      ],
      [
        '02',
        '04',
        'D401',
        'https://portail.example.org/fichiers/publications/4207/6f1c2b9e-1b1d-4a55-9b0e-2b8c9d1e4f20.pdf',
      ],
    ]);
  });

  it('sends a publication that is no longer validated as a deletion naming the product only', () => {
    expect(map(ONIX_SHAPES.retiree)).toEqual({
      RecordReference: 'org.example.portail.publication.4211',
      NotificationType: '05',
      ProductIdentifiers: [
        { ProductIDType: '03', IDValue: ONIX_SHAPES.retiree.Ean },
        { ProductIDType: '15', IDValue: ONIX_SHAPES.retiree.Ean },
      ],
      DescriptiveDetail: null,
      CollateralDetail: null,
      PublishingDetail: null,
      SupplyDetail: null,
    });
  });

  it('lists in French everything a catalogue requires and the publication lacks', () => {
    expect(mapPublication(INCOMPLETE_SOURCE, CONTEXT)).toEqual({
      reasons: [
        ONIX_REFUSALS.titre,
        ONIX_REFUSALS.contributeur,
        ONIX_REFUSALS.marque,
        ONIX_REFUSALS.format,
        ONIX_REFUSALS.prix,
      ],
    });
    expect(
      mapPublication(
        completeSource({ Ean: withCheckDigit('979012345678'), IdsLangues: [1], DateParution: null }),
        CONTEXT,
      ),
    ).toEqual({ reasons: [ONIX_REFUSALS.ean, ONIX_REFUSALS.langue, ONIX_REFUSALS.dateParution] });
    expect(mapPublication(completeSource({ Ean: '9782365129009' }), CONTEXT)).toEqual({ reasons: [ONIX_REFUSALS.ean] });
  });

  it('refuses a publication whose EAN another validated publication bears', () => {
    const source = completeSource();
    expect(mapPublication(source, { ...CONTEXT, sharedEans: new Set([source.Ean]) })).toEqual({
      reasons: [ONIX_REFUSALS.eanEnDouble],
    });
  });

  it('accepts an EAN written with hyphens and sends its digits', () => {
    const product = map(completeSource({ Ean: '978-2-36512-900-8' }));
    expect(product.ProductIdentifiers[0]!.IDValue).toBe('9782365129008');
  });
});

describe('writeProduct', () => {
  it('escapes text and removes the characters XML forbids', () => {
    const xml = writeProduct(
      map(completeSource({ Titre: 'Sel & <sable> "fin"\u0007', Resume: "L'été & l'hiver < 2" })),
    );
    expect(xml).toContain('<TitleText>Sel &amp; &lt;sable&gt; &quot;fin&quot;</TitleText>');
    expect(xml).toContain("<Text>L'été &amp; l'hiver &lt; 2</Text>");
  });
});
