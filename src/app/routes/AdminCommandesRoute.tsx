import { ADMIN_COMMANDE_TEXTS as T } from '../../../domain/order/boCommandeTexts.ts';
import { RoutePage } from '../../components/ui/TitledPage.tsx';
import { AdminCommandeList } from '../../features/adminOrders/components/AdminCommandeList.tsx';

/** `/admin/commandes`: every account's orders, and what staff do with them (no back link, spec 2 §2). */
export default function AdminCommandesRoute() {
  return (
    <RoutePage title={T.listTitle}>
      <AdminCommandeList />
    </RoutePage>
  );
}
