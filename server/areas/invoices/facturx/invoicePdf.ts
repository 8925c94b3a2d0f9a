import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import type { components } from '../../../../openapi/generated/schema.d.ts';
import { formatPrice } from '../../../../domain/formatPrice.ts';
import { formatRate } from '../../../../domain/formatRate.ts';
import { frenchDay } from '../../../../domain/frenchDates.ts';
import { INVOICE_TEXTS, settlementMention } from '../../../../domain/order/invoiceTexts.ts';
import { reductionLabel } from '../../../../domain/order/reductionTexts.ts';
import { facturxXmp, FACTURX_FILE_NAME } from './facturxXmp.ts';

type Facture = components['schemas']['Facture'];

// PDF/A forbids fonts that are not embedded: DejaVu (free licence) is embedded, subset to the glyphs used.
const FONT_DIR = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const REGULAR = join(FONT_DIR, 'DejaVuSans.ttf');
const BOLD = join(FONT_DIR, 'DejaVuSans-Bold.ttf');

const MARGIN = 50;
const PAGE_WIDTH = 595.28;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;

function sellerLines(vendeur: Facture['Vendeur']): string[] {
  return [
    vendeur.Adresse,
    `${vendeur.CodePostal} ${vendeur.Ville} (${vendeur.CodePays})`,
    `${vendeur.FormeJuridique} au capital de ${vendeur.Capital}`,
    vendeur.Rcs,
    `SIREN ${vendeur.Siren}`,
    `N° de TVA intracommunautaire ${vendeur.NumeroTva}`,
  ];
}

function clientLines(facture: Facture): string[] {
  const client = facture.Client;
  const person = [client.Civilite, client.Prenom, client.Nom].filter(Boolean).join(' ');
  const adresse = client.Adresse;
  return [
    ...(client.RaisonSociale ? [person] : []),
    ...(adresse
      ? [
          adresse.NumeroEtVoie,
          ...(adresse.ComplementsAdresse ? [adresse.ComplementsAdresse] : []),
          `${adresse.CodePostal} ${adresse.Ville}`,
          adresse.Pays,
        ]
      : []),
    ...(client.Siret ? [`SIRET ${client.Siret}`] : []),
    ...(client.NumeroTva ? [`N° de TVA intracommunautaire ${client.NumeroTva}`] : []),
    client.Email,
  ];
}

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
}

const LINE_COLUMNS: readonly Column[] = [
  { title: 'Désignation', width: CONTENT_WIDTH - 290, align: 'left' },
  { title: 'Quantité', width: 55, align: 'right' },
  { title: 'Prix unitaire HT', width: 90, align: 'right' },
  { title: 'TVA', width: 55, align: 'right' },
  { title: 'Montant HT', width: 90, align: 'right' },
];

const VAT_COLUMNS: readonly Column[] = [
  { title: 'Taux de TVA', width: 80, align: 'left' },
  { title: 'Base HT', width: 80, align: 'right' },
  { title: 'Montant TVA', width: 80, align: 'right' },
];

/** A table row; the first cell of a body row is in bold, as the row's name. */
function row(doc: PDFKit.PDFDocument, columns: readonly Column[], cells: readonly string[], heading = false): void {
  const top = doc.y;
  let x = MARGIN;
  let bottom = top;
  doc.fontSize(9);
  cells.forEach((cell, index) => {
    const column = columns[index]!;
    doc.font(heading || index === 0 ? 'bold' : 'regular');
    doc.text(cell, x, top, { width: column.width - 6, align: column.align });
    bottom = Math.max(bottom, doc.y);
    x += column.width;
  });
  doc.y = bottom + 4;
  if (heading)
    doc
      .moveTo(MARGIN, doc.y - 2)
      .lineTo(MARGIN + columns.reduce((sum, column) => sum + column.width, 0), doc.y - 2)
      .lineWidth(0.5)
      .stroke();
}

function totalLine(doc: PDFKit.PDFDocument, top: number, label: string, value: string, bold = false): number {
  const left = MARGIN + 280;
  doc.font(bold ? 'bold' : 'regular').fontSize(bold ? 11 : 10);
  doc.text(label, left, top, { width: 130, align: 'left' });
  doc.text(value, left + 130, top, { width: CONTENT_WIDTH - 410, align: 'right' });
  return doc.y + 3;
}

function render(doc: PDFKit.PDFDocument, facture: Facture): void {
  const vendeur = facture.Vendeur;
  doc.font('bold').fontSize(16).text(INVOICE_TEXTS.title(facture.Numero, facture.Avoir), MARGIN, MARGIN);
  doc.font('regular').fontSize(10).moveDown(0.5);
  doc.text(`Date d'émission : ${frenchDay(facture.DateEmission)}`);
  doc.text(`Commande : ${facture.NumeroCommande}`);
  if (facture.NumeroFactureOrigine) doc.text(`Facture d'origine : ${facture.NumeroFactureOrigine}`);

  const partiesTop = doc.y + 15;
  doc.font('bold').text(vendeur.RaisonSociale, MARGIN, partiesTop, { width: 230 });
  doc.font('regular').text(sellerLines(vendeur).join('\n'), { width: 230 });
  const sellerBottom = doc.y;
  const clientLeft = MARGIN + 260;
  const clientWidth = CONTENT_WIDTH - 260;
  doc.font('bold').text(facture.Avoir ? 'Client' : 'Facturé à', clientLeft, partiesTop, { width: clientWidth });
  const client = facture.Client;
  const name = client.RaisonSociale ?? [client.Civilite, client.Prenom, client.Nom].filter(Boolean).join(' ');
  doc.text(name, { width: clientWidth });
  doc.font('regular').text(clientLines(facture).join('\n'), { width: clientWidth });
  doc.y = Math.max(sellerBottom, doc.y) + 15;
  doc.x = MARGIN;
  if (facture.NumeroFactureOrigine) {
    doc.text(INVOICE_TEXTS.creditNoteOf(facture.NumeroFactureOrigine), MARGIN, doc.y, { width: CONTENT_WIDTH });
    doc.moveDown(0.8);
  }

  row(
    doc,
    LINE_COLUMNS,
    LINE_COLUMNS.map((column) => column.title),
    true,
  );
  for (const line of facture.Lignes)
    row(doc, LINE_COLUMNS, [
      line.Libelle,
      String(line.Quantite),
      formatPrice(line.PrixUnitaireHTCentimes),
      formatRate(line.TauxTva),
      formatPrice(line.MontantHTCentimes),
    ]);
  doc.y += 12;

  const summaryTop = doc.y;
  row(
    doc,
    VAT_COLUMNS,
    VAT_COLUMNS.map((column) => column.title),
    true,
  );
  for (const tva of facture.Tva)
    row(doc, VAT_COLUMNS, [
      formatRate(tva.TauxTva),
      formatPrice(tva.BaseHTCentimes),
      formatPrice(tva.MontantTVACentimes),
    ]);
  const vatBottom = doc.y;
  let top = summaryTop;
  if (facture.MontantReductionTTCCentimes > 0)
    top = totalLine(doc, top, reductionLabel(facture.CodeReduction), formatPrice(-facture.MontantReductionTTCCentimes));
  top = totalLine(doc, top, 'Total HT', formatPrice(facture.TotalHTCentimes));
  top = totalLine(doc, top, 'Total TVA', formatPrice(facture.TotalTVACentimes));
  top = totalLine(doc, top, 'Total TTC', formatPrice(facture.TotalTTCCentimes), true);

  doc.font('regular').fontSize(9);
  doc.y = Math.max(vatBottom, top) + 15;
  const payment = settlementMention(facture, frenchDay);
  if (payment) doc.text(payment, MARGIN, doc.y, { width: CONTENT_WIDTH }).moveDown(0.5);
  if (facture.MentionsProfessionnel) doc.text(facture.MentionsProfessionnel, MARGIN, doc.y, { width: CONTENT_WIDTH });
  doc
    .moveDown(1.5)
    .fontSize(8)
    .text(
      `${vendeur.RaisonSociale}, ${vendeur.FormeJuridique} au capital de ${vendeur.Capital} — ${vendeur.Adresse}, ${vendeur.CodePostal} ${vendeur.Ville} — SIREN ${vendeur.Siren} — ${vendeur.Rcs} — TVA ${vendeur.NumeroTva}`,
      MARGIN,
      doc.y,
      { width: CONTENT_WIDTH, align: 'center' },
    );
}

/**
 * The invoice as a Factur-X PDF: PDF/A-3b (embedded fonts, sRGB output intent, XMP metadata) carrying the CII
 * XML as `factur-x.xml`, related to the document as its Alternative, with the Factur-X XMP extension schema.
 */
export function invoicePdf(facture: Facture, ciiXml: string): Promise<Buffer> {
  const date = new Date(`${facture.DateEmission}T12:00:00Z`);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    pdfVersion: '1.7',
    subset: 'PDF/A-3b',
    lang: 'fr-FR',
    info: {
      Title: `${facture.Avoir ? 'Avoir' : 'Facture'} ${facture.Numero}`,
      Author: facture.Vendeur.RaisonSociale.replace(/[<>&]/g, ''),
      // The XMP that pdfkit writes names the creator as the producer: the two must agree (PDF/A).
      Creator: 'Portail',
      Producer: 'Portail',
      CreationDate: date,
    },
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  render(doc, facture);
  // pdfkit takes the AFRelationship and lists the file in the catalogue's /AF; its typings lack the option.
  const attachment = {
    name: FACTURX_FILE_NAME,
    type: 'text/xml',
    relationship: 'Alternative',
    description: 'Factur-X (EN 16931)',
    creationDate: date,
    modifiedDate: date,
  };
  doc.file(Buffer.from(ciiXml, 'utf8'), attachment);
  doc.appendXML(facturxXmp());
  doc.end();
  return done;
}
