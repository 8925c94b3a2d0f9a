import { useParams } from 'react-router-dom';
import { AdminAccountDetail } from '../../features/adminAccounts/components/AdminAccountDetail.tsx';
import { parseId } from '../../lib/routing/parseId.ts';

/** `/admin/utilisateur/{id}`: an account, its changes and its deletion (no back link, spec 2 §2). */
export default function AdminUserRoute() {
  const { id } = useParams();
  return <AdminAccountDetail id={parseId(id)} />;
}
