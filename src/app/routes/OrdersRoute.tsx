import { ORDER_TEXTS } from '../../../domain/order/orderTexts.ts';
import { RoutePage } from '../../components/ui/TitledPage.tsx';
import { MyOrders } from '../../features/orders/components/MyOrders.tsx';

/** « Mes commandes » (spec 2 §2): the customer's orders, ten by ten. */
export default function OrdersRoute() {
  return (
    <RoutePage title={ORDER_TEXTS.listTitle} lead={ORDER_TEXTS.listLead}>
      {/* The catalogue's rubriques and products are on the home page. */}
      <MyOrders cataloguePath="/" />
    </RoutePage>
  );
}
