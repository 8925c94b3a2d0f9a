import { ADMIN_DELIVERY_TEXTS as T } from '../../../domain/referencing/deliveryTexts.ts';
import { RoutePage } from '../../components/ui/TitledPage.tsx';
import { AdminDeliveryList } from '../../features/adminDeliveries/components/AdminDeliveryList.tsx';

/** `/admin/livraisons`: the ONIX deliveries to the catalogue, and « Livrer maintenant ». */
export default function AdminLivraisonsRoute() {
  return (
    <RoutePage title={T.listTitle} lead={T.lead}>
      <AdminDeliveryList />
    </RoutePage>
  );
}
