import type { HandlerMap } from '../../platform/http/contractRoutes.ts';
import { valuesOf, type AppDependencies } from '../../platform/http/dependencies.ts';
import { findInvoice, invoiceNotFound, sendInvoicePdf } from './invoiceDocuments.ts';
import { requireCallerAccount } from '../../platform/http/authenticate.ts';

export function invoiceHandlers({ db }: AppDependencies): HandlerMap {
  return {
    Facture_Facture_Get: async (request) => {
      const { Id } = valuesOf(request, 'Requete_Id');
      return findInvoice(db, requireCallerAccount(request, invoiceNotFound), Id);
    },

    Facture_Facture_Download: async (request, reply) => {
      const { Id } = valuesOf(request, 'Requete_Id');
      const facture = await findInvoice(db, requireCallerAccount(request, invoiceNotFound), Id);
      return sendInvoicePdf(reply, facture);
    },
  };
}
