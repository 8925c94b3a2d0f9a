import { ADMIN_ACCOUNT_TEXTS as T } from '../../../domain/identity/adminAccountTexts.ts';
import { RoutePage } from '../../components/ui/TitledPage.tsx';
import { AdminAccountList } from '../../features/adminAccounts/components/AdminAccountList.tsx';

/** `/admin/utilisateurs`: every account, the last updated first (no back link, spec 2 §2). */
export default function AdminUsersRoute() {
  return (
    <RoutePage title={T.listTitle}>
      <AdminAccountList />
    </RoutePage>
  );
}
