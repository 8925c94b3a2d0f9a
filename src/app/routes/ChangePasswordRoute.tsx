import { useNavigate } from 'react-router-dom';
import { RoutePage } from '../../components/ui/TitledPage.tsx';
import { toast } from '../../components/toast/toastQueue.ts';
import { ChangePasswordForm } from '../../features/account/components/ChangePasswordForm.tsx';
import { ACCOUNT_MESSAGES } from '../../../domain/identity/messages.ts';

/** The password change (Compte_ChangePassword), with its way back to the profile. */
export default function ChangePasswordRoute() {
  const navigate = useNavigate();
  return (
    <RoutePage title="Changer mon mot de passe" back={{ to: '/profil', label: '← Retour à mon profil' }}>
      <ChangePasswordForm
        onChanged={() => {
          toast.success(ACCOUNT_MESSAGES.passwordChanged);
          void navigate('/profil');
        }}
      />
    </RoutePage>
  );
}
