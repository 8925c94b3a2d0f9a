import { ADMIN_ORDER_TEXTS as T } from '../../../domain/order/boOrderTexts.ts';
import page from '../../components/ui/Page.module.css';
import { AdminOrderList } from '../../features/adminOrders/components/AdminOrderList.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';

/** `/admin/commandes`: every account's orders, and what staff do with them (no back link, spec 2 §2). */
export default function AdminOrdersRoute() {
  useDocumentTitle(T.listTitle);
  return (
    <div className={page.page}>
      <div className={page.header}>
        <h1 className={page.title}>{T.listTitle}</h1>
      </div>
      <AdminOrderList />
    </div>
  );
}
