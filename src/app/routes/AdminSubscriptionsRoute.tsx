import { ADMIN_SUBSCRIPTION_TEXTS as T } from '../../../domain/subscription/boSubscriptionTexts.ts';
import { RoutePage } from '../../components/ui/TitledPage.tsx';
import { AdminSubscriptionList } from '../../features/adminSubscriptions/components/AdminSubscriptionList.tsx';

/** `/admin/abonnements`: every account's subscriptions (no back link, spec 2 §2). */
export default function AdminSubscriptionsRoute() {
  return (
    <RoutePage title={T.listTitle}>
      <AdminSubscriptionList />
    </RoutePage>
  );
}
