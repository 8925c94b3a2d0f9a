import { useParams } from 'react-router-dom';
import { ADMIN_DELIVERY_TEXTS as T } from '../../../domain/referencing/deliveryTexts.ts';
import { RoutePage } from '../../components/ui/TitledPage.tsx';
import { AdminDeliveryDetail } from '../../features/adminDeliveries/components/AdminDeliveryDetail.tsx';
import { AdminDeliveryList } from '../../features/adminDeliveries/components/AdminDeliveryList.tsx';
import { parseId } from '../../lib/routing/parseId.ts';

/**
 * `/admin/livraisons`: the ONIX deliveries to the catalogue, and « Livrer maintenant »; `/admin/livraison/{id}`: one
 * delivery, with a link back to the list. One module for both, so that the first page's code names one chunk only.
 */
export default function AdminLivraisonsRoute() {
  const { id } = useParams();
  if (id !== undefined) {
    const parsed = parseId(id);
    return <AdminDeliveryDetail key={parsed} id={parsed} />;
  }
  return (
    <RoutePage title={T.listTitle} lead={T.lead}>
      <AdminDeliveryList />
    </RoutePage>
  );
}
