import { Link, useNavigate } from 'react-router-dom';
import page from '../../components/ui/Page.module.css';
import { toast } from '../../components/toast/toastQueue.ts';
import { ChangePasswordForm } from '../../features/account/components/ChangePasswordForm.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';

export const PASSWORD_CHANGED_MESSAGE = 'Votre mot de passe a été modifié.';

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
          toast.success(PASSWORD_CHANGED_MESSAGE);
          void navigate('/profil');
        }}
      />
    </div>
  );
}
