import { ORDER_TEXTS } from '../../../domain/order/orderTexts.ts';
import page from '../../components/ui/Page.module.css';
import { MyOrders } from '../../features/orders/components/MyOrders.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';

/** « Mes commandes » (spec 2 §2): the customer's orders, ten by ten. */
export default function OrdersRoute() {
  useDocumentTitle(ORDER_TEXTS.listTitle);
  return (
    <div className={page.page}>
      <div className={page.header}>
        <h1 className={page.title}>{ORDER_TEXTS.listTitle}</h1>
        <p className={page.lead}>{ORDER_TEXTS.listLead}</p>
      </div>
      {/* The catalogue's rubriques and products are on the home page. */}
      <MyOrders cataloguePath="/" />
    </div>
  );
}
