import { useParams } from 'react-router-dom';
import { AdminDeliveryDetail } from '../../features/adminDeliveries/components/AdminDeliveryDetail.tsx';
import { parseId } from '../../lib/routing/parseId.ts';

/** `/admin/livraison/{id}`: one delivery, with a link back to the list. */
export default function AdminLivraisonRoute() {
  const { id } = useParams();
  const parsed = parseId(id);
  return <AdminDeliveryDetail key={parsed} id={parsed} />;
}
