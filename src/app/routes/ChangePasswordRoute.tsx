import { Link, useNavigate } from 'react-router-dom';
import page from '../../components/ui/Page.module.css';
import { toast } from '../../components/toast/toastQueue.ts';
import { ChangePasswordForm } from '../../features/account/components/ChangePasswordForm.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { ACCOUNT_MESSAGES } from '../../../domain/identity/messages.ts';

/** The password change (Compte_ChangePassword), with its way back to the profile. */
export default function ChangePasswordRoute() {
  useDocumentTitle('Changer mon mot de passe');
  const navigate = useNavigate();
  return (
    <div className={page.page}>
      <div className={page.header}>
        <Link to="/profil" className={page.back}>
          ← Retour à mon profil
        </Link>
        <h1 className={page.title}>Changer mon mot de passe</h1>
      </div>
      <ChangePasswordForm
        onChanged={() => {
          toast.success(ACCOUNT_MESSAGES.passwordChanged);
          void navigate('/profil');
        }}
      />
    </div>
  );
}
