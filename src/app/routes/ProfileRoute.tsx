import { ErrorState } from '../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { RoutePage } from '../../components/ui/TitledPage.tsx';
import { useAccount } from '../../features/account/api/getAccount.ts';
import { MyDataSection } from '../../features/account/components/MyDataSection.tsx';
import { ProfileForm } from '../../features/account/components/ProfileForm.tsx';
import { useAuth } from '../../features/auth/useAuth.ts';
import { errorMessage } from '../../lib/api/apiError.ts';

/** The signed-in user's profile (Compte_Get, Compte_Update), and « Mes données (RGPD) ». */
export default function ProfileRoute() {
  const auth = useAuth();
  const login = auth.person?.Login ?? '';
  const compte = useAccount(login, { enabled: auth.status === 'authenticated' });
  return (
    <RoutePage title="Mon profil" lead="Vos coordonnées, utilisées pour vos commandes et vos factures.">
      {compte.isError ? (
        <ErrorState message={errorMessage(compte.error)} onRetry={() => void compte.refetch()} />
      ) : compte.isPending ? (
        <LoadingState />
      ) : (
        <>
          <ProfileForm
            key={login}
            compte={compte.data}
            login={login}
            onSaved={(saved) => auth.personUpdated({ Login: login, Prenom: saved.Prenom })}
          />
          <MyDataSection login={login} />
        </>
      )}
    </RoutePage>
  );
}
