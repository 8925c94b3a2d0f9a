import { ADMIN_SUBSCRIPTION_TEXTS as T } from '../../../domain/subscription/boSubscriptionTexts.ts';
import page from '../../components/ui/Page.module.css';
import { AdminSubscriptionList } from '../../features/adminSubscriptions/components/AdminSubscriptionList.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';

/** `/admin/abonnements`: every account's subscriptions (no back link, spec 2 §2). */
export default function AdminSubscriptionsRoute() {
  useDocumentTitle(T.listTitle);
  return (
    <div className={page.page}>
      <div className={page.header}>
        <h1 className={page.title}>{T.listTitle}</h1>
      </div>
      <AdminSubscriptionList />
    </div>
  );
}
