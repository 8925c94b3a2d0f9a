import { ADMIN_ACCOUNT_TEXTS as T } from '../../../domain/identity/adminAccountTexts.ts';
import page from '../../components/ui/Page.module.css';
import { AdminAccountList } from '../../features/adminAccounts/components/AdminAccountList.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';

/** `/admin/utilisateurs`: every account, the last updated first (no back link, spec 2 §2). */
export default function AdminUsersRoute() {
  useDocumentTitle(T.listTitle);
  return (
    <div className={page.page}>
      <div className={page.header}>
        <h1 className={page.title}>{T.listTitle}</h1>
      </div>
      <AdminAccountList />
    </div>
  );
}
