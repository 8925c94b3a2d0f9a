import { BO_INVOICE_NOT_FOUND } from '../../../domain/order/boCommandeTexts.ts';
import type { HandlerMap } from '../../platform/http/contractRoutes.ts';
import { valuesOf, type AppDependencies } from '../../platform/http/dependencies.ts';
import { HttpError } from '../../platform/http/httpError.ts';
import { findInvoice, sendInvoicePdf } from './invoiceDocuments.ts';

const notFound = () => new HttpError(404, BO_INVOICE_NOT_FOUND);

/** The back office reads an account's invoice as the customer does: IdPersonne must be the invoice's account. */
export function boInvoiceHandlers({ db }: AppDependencies): HandlerMap {
  return {
    BO_Facture_Facture_Get: async (request) => {
      const { Id, IdPersonne } = valuesOf(request, 'Requete_BOFactureGet');
      return findInvoice(db, IdPersonne, Id, notFound);
    },

    BO_Facture_Facture_Download: async (request, reply) => {
      const { Id, IdPersonne } = valuesOf(request, 'Requete_BOFactureGet');
      return sendInvoicePdf(reply, await findInvoice(db, IdPersonne, Id, notFound));
    },
  };
}
