import { Navigate, useLocation } from 'react-router-dom';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { TitledPage } from '../../components/ui/TitledPage.tsx';
import { useAuth } from '../../features/auth/useAuth.ts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { WRONG_ROLE_PATH } from '../guards/accessDecision.ts';
import { returnToOf } from '../guards/returnTo.ts';
import { SignInButton } from './SignInButton.tsx';
import styles from './AccountRoutes.module.css';

/** The back office's sign-in: no account creation here (spec 2 §2). */
export default function AdminLoginRoute() {
  useDocumentTitle("Connexion à l'administration");
  const auth = useAuth();
  const returnTo = returnToOf(useLocation().state) ?? '/admin';
  if (auth.status === 'authenticated') return <Navigate to={auth.isBackOffice ? returnTo : WRONG_ROLE_PATH} replace />;
  if (auth.status === 'restoring') return <LoadingState minHeight="60vh" />;
  return (
    <TitledPage
      title="Connexion à l'administration"
      lead="Cet espace est réservé aux équipes du portail."
      className={styles.narrow}
    >
      <section className={styles.panel} aria-label="Connexion">
        <p className={styles.panelText}>Connectez-vous avec votre adresse e-mail et votre mot de passe.</p>
        <SignInButton returnTo={returnTo} />
      </section>
    </TitledPage>
  );
}
