import type { FastifyReply } from 'fastify';
import type { components } from '../../../openapi/generated/schema.d.ts';
import { INVOICE_TEXTS } from '../../../domain/order/invoiceTexts.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { HttpError } from '../../platform/http/httpError.ts';
import { toCiiXml } from './facturx/ciiXml.ts';
import { invoicePdf } from './facturx/invoicePdf.ts';
import { storedFacture } from './invoiceContent.ts';
import { findInvoiceContent, findInvoiceContentsOf } from './repository.ts';

type Facture = components['schemas']['Facture'];

export const invoiceNotFound = () => new HttpError(404, INVOICE_TEXTS.notFound.message);

/** The account's invoice of that id; `notFound` answers an unknown id or another account's invoice. */
export async function findInvoice(
  db: Queryable,
  idCompte: number,
  id: number,
  notFoundError: () => HttpError = invoiceNotFound,
): Promise<Facture> {
  const contenu = await findInvoiceContent(db, idCompte, id);
  if (contenu === undefined) throw notFoundError();
  return storedFacture(contenu);
}

/** Every invoice and credit note of the account, as Facture_Get gives each. */
export async function findInvoicesOf(db: Queryable, idCompte: number): Promise<Facture[]> {
  return (await findInvoiceContentsOf(db, idCompte)).map(storedFacture);
}

/** The invoice's Factur-X PDF and its file name: the document Facture_Download sends. */
export async function invoicePdfOf(facture: Facture): Promise<{ fileName: string; pdf: Buffer }> {
  return { fileName: INVOICE_TEXTS.fileName(facture.Numero), pdf: await invoicePdf(facture, toCiiXml(facture)) };
}

/** The invoice's Factur-X PDF, as the customer and the back office download it. */
export async function sendInvoicePdf(reply: FastifyReply, facture: Facture) {
  const { fileName, pdf } = await invoicePdfOf(facture);
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
