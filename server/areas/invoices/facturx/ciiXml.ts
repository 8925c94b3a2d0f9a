import type { components } from '../../../../openapi/generated/schema.d.ts';
import { reductionLabel } from '../../../../domain/order/reductionTexts.ts';
import { NOTHING_TO_PAY_MENTION } from '../../../../domain/order/invoiceTexts.ts';
import { PROFESSIONAL_MENTION_NOTES } from '../../../../domain/invoice/invoiceMentions.ts';

type Facture = components['schemas']['Facture'];

/** The EN 16931 profile of Factur-X (its guideline identifier in the CII document context). */
export const EN16931_GUIDELINE = 'urn:cen.eu:en16931:2017';

const NAMESPACES = [
  'xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"',
  'xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"',
  'xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100"',
  'xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100"',
].join(' ');

/** UNTDID 1001: a commercial invoice, or a credit note. */
const TYPE_CODE = { facture: '380', avoir: '381' } as const;
/** UNTDID 4461: payment by bank card. */
const PAYMENT_MEANS_CARD = '54';
/** UNCL 5305: standard rate. */
const STANDARD_RATE = 'S';
/** ISO 6523 ICD 0002: the French SIRENE register (SIREN). */
const SIREN_SCHEME = '0002';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function element(name: string, content: string, attributes = ''): string {
  return `<${name}${attributes ? ` ${attributes}` : ''}>${content}</${name}>`;
}

function text(name: string, value: string, attributes = ''): string {
  return element(name, escapeXml(value), attributes);
}

function amount(cents: number): string {
  return (cents / 100).toFixed(2);
}

function rate(value: number): string {
  return String(Number(value.toFixed(2)));
}

function date(isoDate: string): string {
  return element('udt:DateTimeString', isoDate.replaceAll('-', ''), 'format="102"');
}

function vatCategory(taux: number): string {
  return (
    text('ram:TypeCode', 'VAT') +
    text('ram:CategoryCode', STANDARD_RATE) +
    text('ram:RateApplicablePercent', rate(taux))
  );
}

function note(content: string, subjectCode?: string): string {
  return element(
    'ram:IncludedNote',
    text('ram:Content', content) + (subjectCode ? text('ram:SubjectCode', subjectCode) : ''),
  );
}

function address(postcode: string, line: string, lineTwo: string | null, city: string, country: string): string {
  return element(
    'ram:PostalTradeAddress',
    text('ram:PostcodeCode', postcode) +
      text('ram:LineOne', line) +
      (lineTwo ? text('ram:LineTwo', lineTwo) : '') +
      text('ram:CityName', city) +
      text('ram:CountryID', country),
  );
}

function sellerParty(facture: Facture): string {
  const vendeur = facture.Vendeur;
  return element(
    'ram:SellerTradeParty',
    text('ram:Name', vendeur.RaisonSociale) +
      element('ram:SpecifiedLegalOrganization', text('ram:ID', vendeur.Siren, `schemeID="${SIREN_SCHEME}"`)) +
      address(vendeur.CodePostal, vendeur.Adresse, null, vendeur.Ville, vendeur.CodePays) +
      element('ram:SpecifiedTaxRegistration', text('ram:ID', vendeur.NumeroTva, 'schemeID="VA"')),
  );
}

function buyerParty(facture: Facture): string {
  const client = facture.Client;
  const name = client.RaisonSociale ?? [client.Civilite, client.Prenom, client.Nom].filter(Boolean).join(' ');
  const siren = client.Siret?.slice(0, 9);
  const adresse = client.Adresse;
  return element(
    'ram:BuyerTradeParty',
    text('ram:Name', name) +
      (siren ? element('ram:SpecifiedLegalOrganization', text('ram:ID', siren, `schemeID="${SIREN_SCHEME}"`)) : '') +
      (adresse
        ? address(adresse.CodePostal, adresse.NumeroEtVoie, adresse.ComplementsAdresse, adresse.Ville, adresse.CodePays)
        : '') +
      element('ram:URIUniversalCommunication', text('ram:URIID', client.Email, 'schemeID="EM"')) +
      (client.NumeroTva
        ? element('ram:SpecifiedTaxRegistration', text('ram:ID', client.NumeroTva, 'schemeID="VA"'))
        : ''),
  );
}

function lineItem(line: Facture['Lignes'][number], index: number): string {
  return element(
    'ram:IncludedSupplyChainTradeLineItem',
    element('ram:AssociatedDocumentLineDocument', text('ram:LineID', String(index + 1))) +
      element('ram:SpecifiedTradeProduct', text('ram:Name', line.Libelle)) +
      element(
        'ram:SpecifiedLineTradeAgreement',
        element('ram:NetPriceProductTradePrice', text('ram:ChargeAmount', amount(line.PrixUnitaireHTCentimes))),
      ) +
      element('ram:SpecifiedLineTradeDelivery', text('ram:BilledQuantity', String(line.Quantite), 'unitCode="C62"')) +
      element(
        'ram:SpecifiedLineTradeSettlement',
        element('ram:ApplicableTradeTax', vatCategory(line.TauxTva)) +
          element(
            'ram:SpecifiedTradeSettlementLineMonetarySummation',
            text('ram:LineTotalAmount', amount(line.MontantHTCentimes)),
          ),
      ),
  );
}

function settlement(facture: Facture): string {
  const lineTotal = facture.Lignes.reduce((sum, line) => sum + line.MontantHTCentimes, 0);
  // BG-20: each rate's part of the discount, a document-level allowance of that rate (BR-S-08).
  const allowances = facture.Tva.filter((tva) => tva.RemiseHTCentimes !== 0);
  const allowanceTotal = allowances.reduce((sum, tva) => sum + tva.RemiseHTCentimes, 0);
  const paid = facture.DatePaiement !== null;
  const nothingToPay = !facture.Avoir && !paid && facture.TotalTTCCentimes === 0;
  return element(
    'ram:ApplicableHeaderTradeSettlement',
    text('ram:InvoiceCurrencyCode', 'EUR') +
      // An invoice of 0 € was paid by no means at all: it names none.
      (nothingToPay
        ? ''
        : element(
            'ram:SpecifiedTradeSettlementPaymentMeans',
            text('ram:TypeCode', PAYMENT_MEANS_CARD) +
              text('ram:Information', facture.MoyenPaiement ?? 'Carte bancaire'),
          )) +
      facture.Tva.map((tva) =>
        element(
          'ram:ApplicableTradeTax',
          text('ram:CalculatedAmount', amount(tva.MontantTVACentimes)) +
            text('ram:TypeCode', 'VAT') +
            text('ram:BasisAmount', amount(tva.BaseHTCentimes)) +
            text('ram:CategoryCode', STANDARD_RATE) +
            text('ram:RateApplicablePercent', rate(tva.TauxTva)),
        ),
      ).join('') +
      allowances
        .map((tva) =>
          element(
            'ram:SpecifiedTradeAllowanceCharge',
            element('ram:ChargeIndicator', text('udt:Indicator', 'false')) +
              text('ram:ActualAmount', amount(tva.RemiseHTCentimes)) +
              text('ram:Reason', reductionLabel(facture.CodeReduction)) +
              element('ram:CategoryTradeTax', vatCategory(tva.TauxTva)),
          ),
        )
        .join('') +
      element(
        'ram:SpecifiedTradePaymentTerms',
        text(
          'ram:Description',
          facture.Avoir
            ? 'Remboursement sur la carte bancaire du paiement.'
            : nothingToPay
              ? NOTHING_TO_PAY_MENTION
              : paid
                ? 'Facture acquittée par carte bancaire à la commande.'
                : 'Paiement à la commande.',
        ),
      ) +
      element(
        'ram:SpecifiedTradeSettlementHeaderMonetarySummation',
        text('ram:LineTotalAmount', amount(lineTotal)) +
          (allowanceTotal !== 0 ? text('ram:AllowanceTotalAmount', amount(allowanceTotal)) : '') +
          text('ram:TaxBasisTotalAmount', amount(facture.TotalHTCentimes)) +
          text('ram:TaxTotalAmount', amount(facture.TotalTVACentimes), 'currencyID="EUR"') +
          text('ram:GrandTotalAmount', amount(facture.TotalTTCCentimes)) +
          text('ram:TotalPrepaidAmount', amount(paid ? facture.TotalTTCCentimes : 0)) +
          text('ram:DuePayableAmount', amount(paid ? 0 : facture.TotalTTCCentimes)),
      ) +
      (facture.NumeroFactureOrigine
        ? element('ram:InvoiceReferencedDocument', text('ram:IssuerAssignedID', facture.NumeroFactureOrigine))
        : ''),
  );
}

/** The invoice as a Cross Industry Invoice (UN/CEFACT CII D16B) of the Factur-X EN 16931 profile. */
export function toCiiXml(facture: Facture): string {
  const vendeur = facture.Vendeur;
  const notes =
    note(
      `${vendeur.RaisonSociale}, ${vendeur.FormeJuridique} au capital de ${vendeur.Capital}, ${vendeur.Rcs}, TVA ${vendeur.NumeroTva}.`,
      'REG',
    ) +
    (facture.MentionsProfessionnel
      ? Object.entries(PROFESSIONAL_MENTION_NOTES)
          .map(([subjectCode, content]) => note(content, subjectCode))
          .join('')
      : '');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    element(
      'rsm:CrossIndustryInvoice',
      element(
        'rsm:ExchangedDocumentContext',
        element('ram:GuidelineSpecifiedDocumentContextParameter', text('ram:ID', EN16931_GUIDELINE)),
      ) +
        element(
          'rsm:ExchangedDocument',
          text('ram:ID', facture.Numero) +
            text('ram:TypeCode', facture.Avoir ? TYPE_CODE.avoir : TYPE_CODE.facture) +
            element('ram:IssueDateTime', date(facture.DateEmission)) +
            notes,
        ) +
        element(
          'rsm:SupplyChainTradeTransaction',
          facture.Lignes.map(lineItem).join('') +
            element(
              'ram:ApplicableHeaderTradeAgreement',
              sellerParty(facture) +
                buyerParty(facture) +
                element('ram:SellerOrderReferencedDocument', text('ram:IssuerAssignedID', facture.NumeroCommande)),
            ) +
            element(
              'ram:ApplicableHeaderTradeDelivery',
              element(
                'ram:ActualDeliverySupplyChainEvent',
                element('ram:OccurrenceDateTime', date(facture.DatePaiement ?? facture.DateEmission)),
              ),
            ) +
            settlement(facture),
        ),
      NAMESPACES,
    )
  );
}
