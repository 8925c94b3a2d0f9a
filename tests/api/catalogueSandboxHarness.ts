import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { OnixRelease } from '../../domain/publication/onixRelease.ts';
import type { Acknowledgement } from '../../server/areas/catalogueSandbox/acknowledgement.ts';
import { SANDBOX_CATALOGUE_PASSWORD, SANDBOX_CATALOGUE_USER } from '../../server/platform/config/catalogue.ts';

/** The Basic credentials the portal's deliveries send to the embedded sandbox by default. */
export const PORTAL_AUTHORIZATION = `Basic ${Buffer.from(`${SANDBOX_CATALOGUE_USER}:${SANDBOX_CATALOGUE_PASSWORD}`).toString('base64')}`;

let keys = 0;

/** A fresh Idempotency-Key, as a delivery would send it. */
export function newKey(): string {
  keys += 1;
  return `portail-livraison-test-${process.pid}-${Date.now()}-${keys}`;
}

export function deposit(
  app: FastifyInstance,
  xml: string,
  options: { key?: string; authorization?: string | null } = {},
): Promise<LightMyRequestResponse> {
  const authorization = options.authorization === undefined ? PORTAL_AUTHORIZATION : options.authorization;
  return app.inject({
    method: 'POST',
    url: '/catalogue-test/depots',
    payload: xml,
    headers: {
      'content-type': 'application/xml',
      'idempotency-key': options.key ?? newKey(),
      ...(authorization === null ? {} : { authorization }),
    },
  });
}

export function getAcknowledgement(app: FastifyInstance, idDepot: string): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: `/catalogue-test/depots/${idDepot}/accuse`,
    headers: { authorization: PORTAL_AUTHORIZATION },
  });
}

/** Deposits a message and returns its acknowledgement (the sandbox answers it once its checks are done). */
export async function acknowledgementOf(app: FastifyInstance, xml: string): Promise<Acknowledgement> {
  const posted = await deposit(app, xml);
  if (posted.statusCode !== 202) throw new Error(`deposit answered ${posted.statusCode}: ${posted.body}`);
  const answer = await getAcknowledgement(app, posted.json<{ IdDepot: string }>().IdDepot);
  if (answer.statusCode !== 200) throw new Error(`acknowledgement answered ${answer.statusCode}: ${answer.body}`);
  return answer.json<Acknowledgement>();
}

export function changeSettings(app: FastifyInstance, settings: unknown): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/catalogue-test/reglages',
    payload: settings as object,
    headers: { authorization: PORTAL_AUTHORIZATION },
  });
}

/** A product record as a test shapes it; every part a catalogue checks is present and right unless told. */
export interface CraftedProduct {
  reference: string;
  isbn: string;
  notification?: '03' | '05';
  gln?: string | null;
  /** List 65. */
  availability?: string;
  priced?: boolean;
  /** The front cover's link, or null for none. */
  cover?: string | null;
  description?: string | null;
  /** A Thema main subject (the default), a CLIL one only, or none. */
  subject?: boolean | 'clil';
}

/** A GLN with its right check digit. */
export const VALID_GLN = '3012345678902';

export const LONG_DESCRIPTION =
  'Au large de Penhoët, une gardienne de phare recueille un naufragé sans mémoire. Tandis que les tempêtes d’automne ' +
  'isolent l’île, elle découvre que l’inconnu connaît chaque recoin de la tour et les secrets que sa famille a tus ' +
  'pendant trois générations. Un roman sur la mémoire, la mer et ce que l’on choisit de transmettre.';

/** The product in reference tags, in the schemas' order (the same in 3.0 and 3.1 for these elements). */
export function craftedProduct(p: CraftedProduct): string {
  const head = `<RecordReference>${p.reference}</RecordReference><NotificationType>${p.notification ?? '03'}</NotificationType><ProductIdentifier><ProductIDType>15</ProductIDType><IDValue>${p.isbn}</IDValue></ProductIdentifier>`;
  if (p.notification === '05') return `<Product>${head}</Product>`;
  const gln = p.gln === undefined ? VALID_GLN : p.gln;
  const cover = p.cover === undefined ? null : p.cover;
  const description = p.description === undefined ? LONG_DESCRIPTION : p.description;
  const subject =
    p.subject === false
      ? ''
      : p.subject === 'clil'
        ? '<Subject><MainSubject/><SubjectSchemeIdentifier>29</SubjectSchemeIdentifier><SubjectCode>3442</SubjectCode></Subject>'
        : '<Subject><MainSubject/><SubjectSchemeIdentifier>93</SubjectSchemeIdentifier><SubjectSchemeVersion>1.6</SubjectSchemeVersion><SubjectCode>FBA</SubjectCode></Subject>';
  const descriptive = `<DescriptiveDetail><ProductComposition>00</ProductComposition><ProductForm>BC</ProductForm><TitleDetail><TitleType>01</TitleType><TitleElement><TitleElementLevel>01</TitleElementLevel><TitleText>La Gardienne de Penhoët</TitleText></TitleElement></TitleDetail><Contributor><SequenceNumber>1</SequenceNumber><ContributorRole>A01</ContributorRole><PersonName>Maëlle Le Gall</PersonName></Contributor><Language><LanguageRole>01</LanguageRole><LanguageCode>fre</LanguageCode></Language>${subject}</DescriptiveDetail>`;
  const texts =
    description === null
      ? ''
      : `<TextContent><TextType>03</TextType><ContentAudience>00</ContentAudience><Text>${description}</Text></TextContent>`;
  const resources =
    cover === null
      ? ''
      : `<SupportingResource><ResourceContentType>01</ResourceContentType><ContentAudience>00</ContentAudience><ResourceMode>03</ResourceMode><ResourceVersion><ResourceForm>02</ResourceForm><ResourceLink>${cover}</ResourceLink></ResourceVersion></SupportingResource>`;
  const collateral = texts || resources ? `<CollateralDetail>${texts}${resources}</CollateralDetail>` : '';
  const publisherId =
    gln === null
      ? ''
      : `<PublisherIdentifier><PublisherIDType>06</PublisherIDType><IDValue>${gln}</IDValue></PublisherIdentifier>`;
  const publishing = `<PublishingDetail><Imprint><ImprintName>Éditions de Penhoët</ImprintName></Imprint><Publisher><PublishingRole>01</PublishingRole>${publisherId}<PublisherName>Éditions de Penhoët</PublisherName></Publisher><CountryOfPublication>FR</CountryOfPublication><PublishingStatus>04</PublishingStatus></PublishingDetail>`;
  const price =
    p.priced === false
      ? '<UnpricedItemType>02</UnpricedItemType>'
      : '<Price><PriceType>04</PriceType><PriceAmount>18.50</PriceAmount><Tax><TaxType>01</TaxType><TaxRateCode>R</TaxRateCode><TaxRatePercent>5.5</TaxRatePercent></Tax><CurrencyCode>EUR</CurrencyCode><Territory><CountriesIncluded>FR</CountriesIncluded></Territory></Price>';
  const supply = `<ProductSupply><SupplyDetail><Supplier><SupplierRole>01</SupplierRole><SupplierName>Éditions de Penhoët</SupplierName></Supplier><ProductAvailability>${p.availability ?? '20'}</ProductAvailability>${price}</SupplyDetail></ProductSupply>`;
  return `<Product>${head}${descriptive}${collateral}${publishing}${supply}</Product>`;
}

/** A whole message of products in a release, as the portal's deliveries write it. */
export function onixMessage(products: readonly string[], release: OnixRelease = '3.1'): string {
  const body = products.length > 0 ? products.join('\n') : '<NoProduct/>';
  return `<?xml version="1.0" encoding="UTF-8"?>
<ONIXMessage release="${release}" xmlns="http://ns.editeur.org/onix/${release}/reference">
<Header><Sender><SenderName>Portail de test</SenderName></Sender><SentDateTime>20261128T101500Z</SentDateTime><DefaultLanguageOfText>fre</DefaultLanguageOfText><DefaultCurrencyCode>EUR</DefaultCurrencyCode></Header>
${body}
</ONIXMessage>
`;
}

/** A web server holding covers: `/couverture.jpg` an image, `/page.html` a page, anything else 404. */
export interface CoverHost {
  origin: string;
  close(): Promise<void>;
}

export function startCoverHost(): Promise<CoverHost> {
  const server: Server = createServer((request, response) => {
    if (request.url === '/couverture.jpg') {
      response.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
    } else if (request.url === '/page.html') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<p>Pas une image</p>');
    } else {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({
        origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}
