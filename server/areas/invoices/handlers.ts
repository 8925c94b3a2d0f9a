import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { components } from '../../../openapi/generated/schema.d.ts';
import { INVOICE_TEXTS } from '../../../domain/order/invoiceTexts.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { factures } from '../../platform/db/schema.ts';
import type { HandlerMap } from '../../platform/http/contractRoutes.ts';
import { valuesOf, type AppDependencies } from '../../platform/http/dependencies.ts';
import { HttpError } from '../../platform/http/httpError.ts';
import { toCiiXml } from './facturx/ciiXml.ts';
import { invoicePdf } from './facturx/invoicePdf.ts';
import { storedFacture } from './invoiceContent.ts';
import { requireCallerAccount } from '../../platform/http/authenticate.ts';

type Facture = components['schemas']['Facture'];

const notFound = () => new HttpError(404, INVOICE_TEXTS.notFound.message);

/** The account's invoice of that id; `notFound` answers an unknown id or another account's invoice. */
export async function findInvoice(
  db: Queryable,
  idCompte: number,
  id: number,
  notFoundError: () => HttpError = notFound,
): Promise<Facture> {
  const [row] = await db
    .select({ contenu: factures.contenu })
    .from(factures)
    .where(and(eq(factures.id, id), eq(factures.idCompte, idCompte)));
  if (!row) throw notFoundError();
  return storedFacture(row.contenu);
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

export function invoiceHandlers({ db }: AppDependencies): HandlerMap {
  return {
    Facture_Facture_Get: async (request) => {
      const { Id } = valuesOf(request, 'Requete_Id');
      return findInvoice(db, requireCallerAccount(request, notFound), Id);
    },

    Facture_Facture_Download: async (request, reply) => {
      const { Id } = valuesOf(request, 'Requete_Id');
      const facture = await findInvoice(db, requireCallerAccount(request, notFound), Id);
      return sendInvoicePdf(reply, facture);
    },
  };
}
