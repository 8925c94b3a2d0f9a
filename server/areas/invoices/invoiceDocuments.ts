import type { FastifyReply } from 'fastify';
import type { components } from '../../../openapi/generated/schema.d.ts';
import { INVOICE_TEXTS } from '../../../domain/order/invoiceTexts.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { HttpError } from '../../platform/http/httpError.ts';
import { toCiiXml } from './facturx/ciiXml.ts';
import { invoicePdf } from './facturx/invoicePdf.ts';
import { storedFacture } from './invoiceContent.ts';
import { findInvoiceContent } from './repository.ts';

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

/** The invoice's Factur-X PDF, as the customer and the back office download it. */
export async function sendInvoicePdf(reply: FastifyReply, facture: Facture) {
  const pdf = await invoicePdf(facture, toCiiXml(facture));
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${INVOICE_TEXTS.fileName(facture.Numero)}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
