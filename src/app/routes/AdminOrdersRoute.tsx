import { ADMIN_ORDER_TEXTS as T } from '../../../domain/order/boOrderTexts.ts';
import { RoutePage } from '../../components/ui/TitledPage.tsx';
import { AdminOrderList } from '../../features/adminOrders/components/AdminOrderList.tsx';

/** `/admin/commandes`: every account's orders, and what staff do with them (no back link, spec 2 §2). */
export default function AdminOrdersRoute() {
  return (
    <RoutePage title={T.listTitle}>
      <AdminOrderList />
    </RoutePage>
  );
}
