import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import type { components } from '../../../openapi/generated/schema.d.ts';
import { formatPrice } from '../../../domain/formatPrice.ts';
import { INVOICE_TEXTS } from '../../../domain/order/invoiceTexts.ts';
import { facturxXmp, FACTURX_FILE_NAME } from './facturxXmp.ts';

type Facture = components['schemas']['Facture'];

// PDF/A forbids fonts that are not embedded: DejaVu (free licence) is embedded, subset to the glyphs used.
const FONT_DIR = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const REGULAR = join(FONT_DIR, 'DejaVuSans.ttf');
const BOLD = join(FONT_DIR, 'DejaVuSans-Bold.ttf');

const MARGIN = 50;
const PAGE_WIDTH = 595.28;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;

function frenchDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

function rate(taux: number): string {
  return `${String(taux).replace('.', ',')} %`;
}

function clientLines(facture: Facture): string[] {
  const client = facture.Client;
  const person = [client.Civilite, client.Prenom, client.Nom].filter(Boolean).join(' ');
  const adresse = client.Adresse;
  return [
    ...(client.RaisonSociale ? [client.RaisonSociale] : []),
    person,
    ...(adresse
      ? [
          adresse.NumeroEtVoie,
          ...(adresse.ComplementsAdresse ? [adresse.ComplementsAdresse] : []),
          `${adresse.CodePostal} ${adresse.Ville}`,
          adresse.Pays,
        ]
      : []),
    ...(client.Siret ? [`SIRET ${client.Siret}`] : []),
    client.Email,
  ];
}

const COLUMNS = [
  { title: 'Désignation', width: 215, align: 'left' },
  { title: 'Qté', width: 40, align: 'right' },
  { title: 'PU HT', width: 80, align: 'right' },
  { title: 'TVA', width: 50, align: 'right' },
  { title: 'Montant HT', width: CONTENT_WIDTH - 385, align: 'right' },
] as const;

function row(doc: PDFKit.PDFDocument, cells: readonly string[], bold = false): void {
  const top = doc.y;
  let x = MARGIN;
  let bottom = top;
  doc.font(bold ? 'bold' : 'regular').fontSize(9);
  cells.forEach((cell, index) => {
    const column = COLUMNS[index]!;
    doc.text(cell, x, top, { width: column.width - 6, align: column.align });
    bottom = Math.max(bottom, doc.y);
    x += column.width;
  });
  doc.y = bottom + 4;
}

function totalLine(doc: PDFKit.PDFDocument, label: string, value: string, bold = false): void {
  const top = doc.y;
  doc.font(bold ? 'bold' : 'regular').fontSize(10);
  doc.text(label, MARGIN + 250, top, { width: 150, align: 'right' });
  doc.text(value, MARGIN + 400, top, { width: CONTENT_WIDTH - 400, align: 'right' });
  doc.moveDown(0.3);
}

function render(doc: PDFKit.PDFDocument, facture: Facture): void {
  const vendeur = facture.Vendeur;
  doc.font('bold').fontSize(16).text(INVOICE_TEXTS.title(facture.Numero, facture.Avoir), MARGIN, MARGIN);
  doc.font('regular').fontSize(10).moveDown(0.5);
  doc.text(`Date d'émission : ${frenchDate(facture.DateEmission)}`);
  doc.text(INVOICE_TEXTS.fromOrder(facture.NumeroCommande));
  if (facture.NumeroFactureOrigine) doc.text(INVOICE_TEXTS.creditNoteOf(facture.NumeroFactureOrigine));

  const partiesTop = doc.y + 15;
  doc.font('bold').text('Vendeur', MARGIN, partiesTop);
  doc
    .font('regular')
    .text(
      [
        vendeur.RaisonSociale,
        vendeur.Adresse,
        `${vendeur.CodePostal} ${vendeur.Ville}`,
        `SIREN ${vendeur.Siren}`,
        `TVA intracommunautaire ${vendeur.NumeroTva}`,
      ].join('\n'),
      { width: 230 },
    );
  const sellerBottom = doc.y;
  doc.font('bold').text('Client', MARGIN + 260, partiesTop);
  doc.font('regular').text(clientLines(facture).join('\n'), MARGIN + 260, doc.y, { width: CONTENT_WIDTH - 260 });
  doc.y = Math.max(sellerBottom, doc.y) + 20;

  row(
    doc,
    COLUMNS.map((column) => column.title),
    true,
  );
  for (const line of facture.Lignes)
    row(doc, [
      line.Libelle,
      String(line.Quantite),
      formatPrice(line.PrixUnitaireHTCentimes),
      rate(line.TauxTva),
      formatPrice(line.MontantHTCentimes),
    ]);
  doc.moveDown(0.5);

  if (facture.MontantReductionTTCCentimes > 0)
    totalLine(doc, 'Réduction TTC', `− ${formatPrice(facture.MontantReductionTTCCentimes)}`);
  for (const tva of facture.Tva)
    totalLine(
      doc,
      `TVA ${rate(tva.TauxTva)} sur ${formatPrice(tva.BaseHTCentimes)}`,
      formatPrice(tva.MontantTVACentimes),
    );
  totalLine(doc, 'Total HT', formatPrice(facture.TotalHTCentimes));
  totalLine(doc, 'Total TVA', formatPrice(facture.TotalTVACentimes));
  totalLine(doc, 'Total TTC', formatPrice(facture.TotalTTCCentimes), true);

  doc.font('regular').fontSize(9).moveDown(1);
  doc.x = MARGIN;
  if (facture.DatePaiement)
    doc.text(`Payée le ${frenchDate(facture.DatePaiement)} — ${facture.MoyenPaiement ?? 'carte bancaire'}.`, {
      width: CONTENT_WIDTH,
    });
  if (facture.MentionsProfessionnel) doc.moveDown(0.5).text(facture.MentionsProfessionnel, { width: CONTENT_WIDTH });
  doc
    .moveDown(1)
    .fontSize(8)
    .text(
      `${vendeur.RaisonSociale}, ${vendeur.FormeJuridique} au capital de ${vendeur.Capital} — ${vendeur.Adresse}, ${vendeur.CodePostal} ${vendeur.Ville} — SIREN ${vendeur.Siren} — ${vendeur.Rcs} — TVA ${vendeur.NumeroTva}`,
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
      Creator: 'Portail',
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
  doc.appendXML(facturxXmp(facture.Avoir));
  doc.end();
  return done;
}
