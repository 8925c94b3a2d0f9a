import { useParams } from 'react-router-dom';
import { AdminSubscriptionDetail } from '../../features/adminSubscriptions/components/AdminSubscriptionDetail.tsx';
import { parseId } from '../../lib/routing/parseId.ts';

/** `/admin/abonnement/{id}`: a subscription and its cancellation (no back link, spec 2 §2). */
export default function AdminSubscriptionRoute() {
  const { id } = useParams();
  return <AdminSubscriptionDetail id={parseId(id)} />;
}
