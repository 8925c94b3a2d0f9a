import { accountDataHandlers } from '../areas/accountData/handlers.ts';
import { accountHandlers } from '../areas/accounts/handlers.ts';
import { adminHandlers } from '../areas/admin/handlers.ts';
import { articleHandlers } from '../areas/articles/handlers.ts';
import { basketHandlers } from '../areas/basket/handlers.ts';
import { boAccountHandlers } from '../areas/boAccounts/handlers.ts';
import { boCommandeHandlers } from '../areas/boOrders/handlers.ts';
import { boArticleFileHandlers } from '../areas/boProducts/articleFileHandlers.ts';
import { boProductHandlers } from '../areas/boProducts/handlers.ts';
import { boReductionHandlers } from '../areas/boProducts/reductionHandlers.ts';
import { boPublicationHandlers } from '../areas/boPublications/handlers.ts';
import { boOnixExportHandlers } from '../areas/boPublications/onixExportHandlers.ts';
import { boSubscriptionHandlers } from '../areas/boSubscriptions/handlers.ts';
import { catalogueHandlers } from '../areas/catalogue/handlers.ts';
import { contactHandlers } from '../areas/contact/handlers.ts';
import { contentBoHandlers } from '../areas/content/boHandlers.ts';
import { contentHandlers } from '../areas/content/handlers.ts';
import { deliveryHandlers } from '../areas/deliveries/handlers.ts';
import { paymentHandlers } from '../areas/payment/handlers.ts';
import { boInvoiceHandlers } from '../areas/invoices/boHandlers.ts';
import { invoiceHandlers } from '../areas/invoices/handlers.ts';
import { fixListHandlers } from '../areas/moderation/fixListHandlers.ts';
import { moderationHandlers } from '../areas/moderation/handlers.ts';
import { ficheLibraireHandlers } from '../areas/onix/ficheLibraireHandlers.ts';
import { verificationHandlers } from '../areas/onix/verificationHandlers.ts';
import { offerHandlers } from '../areas/offers/handlers.ts';
import { commandeHandlers } from '../areas/orders/handlers.ts';
import { publicationHandlers } from '../areas/publications/handlers.ts';
import { publicationCorrectionHandlers } from '../areas/publications/correctionHandlers.ts';
import { priceHandlers } from '../areas/prices/handlers.ts';
import { subscriptionHandlers } from '../areas/subscriptions/handlers.ts';
import { trainingHandlers } from '../areas/trainings/handlers.ts';
import { staticDataHandlers } from '../areas/staticData/handlers.ts';
import type { HandlerMap } from '../platform/http/contractRoutes.ts';
import type { AppDependencies } from '../platform/http/dependencies.ts';

/** The operations this back end serves; every other operation of the contract answers 501. */
export function buildHandlerMap(dependencies: AppDependencies): HandlerMap {
  return {
    ...staticDataHandlers(dependencies),
    ...catalogueHandlers(dependencies),
    ...contentHandlers(dependencies),
    ...contactHandlers(dependencies),
    ...adminHandlers(dependencies),
    ...accountHandlers(dependencies),
    ...accountDataHandlers(dependencies),
    ...basketHandlers(dependencies),
    ...publicationHandlers(dependencies),
    ...ficheLibraireHandlers(dependencies),
    ...verificationHandlers(dependencies),
    ...moderationHandlers(dependencies),
    ...fixListHandlers(dependencies),
    ...publicationCorrectionHandlers(dependencies),
    ...priceHandlers(dependencies),
    ...commandeHandlers(dependencies),
    ...articleHandlers(dependencies),
    ...trainingHandlers(dependencies),
    ...subscriptionHandlers(dependencies),
    ...offerHandlers(dependencies),
    ...invoiceHandlers(dependencies),
    ...paymentHandlers(dependencies),
    ...boAccountHandlers(dependencies),
    ...boCommandeHandlers(dependencies),
    ...boInvoiceHandlers(dependencies),
    ...boPublicationHandlers(dependencies),
    ...boOnixExportHandlers(dependencies),
    ...boSubscriptionHandlers(dependencies),
    ...boProductHandlers(dependencies),
    ...boArticleFileHandlers(dependencies),
    ...boReductionHandlers(dependencies),
    ...contentBoHandlers(dependencies),
    ...deliveryHandlers(dependencies),
  };
}
