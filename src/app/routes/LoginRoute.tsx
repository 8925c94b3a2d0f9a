import { Navigate, useLocation } from 'react-router-dom';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import page from '../../components/ui/Page.module.css';
import { useAuth } from '../../features/auth/useAuth.ts';
import { RegistrationForm } from '../../features/account/components/RegistrationForm.tsx';
import { returnToOf } from '../guards/returnTo.ts';
import { SignInButton } from './SignInButton.tsx';
import styles from './AccountRoutes.module.css';

/** Sign-in through the identity provider, and registration (spec 1 §2 and §5). */
export default function LoginRoute() {
  const auth = useAuth();
  const returnTo = returnToOf(useLocation().state);
  if (auth.status === 'authenticated') return <Navigate to={returnTo ?? '/'} replace />;
  if (auth.status === 'restoring') return <LoadingState minHeight="60vh" />;
  return (
    <div className={page.page}>
      <div className={page.header}>
        <h1 className={page.title}>Connexion / Inscription</h1>
      </div>
      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby="connexion-titre">
          <h2 id="connexion-titre" className={styles.panelTitle}>
            Déjà inscrit ?
          </h2>
          <p className={styles.panelText}>Connectez-vous avec votre adresse e-mail et votre mot de passe.</p>
          <SignInButton returnTo={returnTo} />
        </section>
        <section className={styles.section} aria-labelledby="inscription-titre">
          <h2 id="inscription-titre" className={styles.panelTitle}>
            Créer un compte
          </h2>
          <RegistrationForm />
        </section>
      </div>
    </div>
  );
}
