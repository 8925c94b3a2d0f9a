import { accountHandlers } from '../accounts/handlers.ts';
import { adminHandlers } from '../admin/handlers.ts';
import { articleHandlers } from '../articles/handlers.ts';
import { basketHandlers } from '../basket/handlers.ts';
import { boAccountHandlers } from '../boAccounts/handlers.ts';
import { boOrderHandlers } from '../boOrders/handlers.ts';
import { boArticleFileHandlers } from '../boProducts/articleFileHandlers.ts';
import { boProductHandlers } from '../boProducts/handlers.ts';
import { boReductionHandlers } from '../boProducts/reductionHandlers.ts';
import { boPublicationHandlers } from '../boPublications/handlers.ts';
import { boOnixExportHandlers } from '../boPublications/onixExportHandlers.ts';
import { boSubscriptionHandlers } from '../boSubscriptions/handlers.ts';
import { catalogueHandlers } from '../catalogue/handlers.ts';
import { contactHandlers } from '../contact/handlers.ts';
import { contentBoHandlers } from '../content/boHandlers.ts';
import { contentHandlers } from '../content/handlers.ts';
import { paymentHandlers } from '../payment/handlers.ts';
import { boInvoiceHandlers } from '../invoices/boHandlers.ts';
import { invoiceHandlers } from '../invoices/handlers.ts';
import { moderationHandlers } from '../moderation/handlers.ts';
import { offerHandlers } from '../offers/handlers.ts';
import { orderHandlers } from '../orders/handlers.ts';
import { publicationHandlers } from '../publications/handlers.ts';
import { subscriptionHandlers } from '../subscriptions/handlers.ts';
import { trainingHandlers } from '../trainings/handlers.ts';
import { staticDataHandlers } from '../staticData/handlers.ts';
import type { HandlerMap } from './contractRoutes.ts';
import type { AppDependencies } from './dependencies.ts';

/** The operations this back end serves; every other operation of the contract answers 501. */
export function buildHandlerMap(dependencies: AppDependencies): HandlerMap {
  return {
    ...staticDataHandlers(dependencies),
    ...catalogueHandlers(dependencies),
    ...contentHandlers(dependencies),
    ...contactHandlers(dependencies),
    ...adminHandlers(dependencies),
    ...accountHandlers(dependencies),
    ...basketHandlers(dependencies),
    ...publicationHandlers(dependencies),
    ...moderationHandlers(dependencies),
    ...orderHandlers(dependencies),
    ...articleHandlers(dependencies),
    ...trainingHandlers(dependencies),
    ...subscriptionHandlers(dependencies),
    ...offerHandlers(dependencies),
    ...invoiceHandlers(dependencies),
    ...paymentHandlers(dependencies),
    ...boAccountHandlers(dependencies),
    ...boOrderHandlers(dependencies),
    ...boInvoiceHandlers(dependencies),
    ...boPublicationHandlers(dependencies),
    ...boOnixExportHandlers(dependencies),
    ...boSubscriptionHandlers(dependencies),
    ...boProductHandlers(dependencies),
    ...boArticleFileHandlers(dependencies),
    ...boReductionHandlers(dependencies),
    ...contentBoHandlers(dependencies),
  };
}
