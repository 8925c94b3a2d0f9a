import { Navigate, useLocation } from 'react-router-dom';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import page from '../../components/ui/Page.module.css';
import { usePays } from '../../features/account/api/getPays.ts';
import { registrationFormCode } from '../../features/account/registrationFormCode.ts';
import { useAuth } from '../../features/auth/useAuth.ts';
import { DeferredPart } from '../../lib/ssr/DeferredPart.tsx';
import { useIsHydrating } from '../../lib/ssr/useIsHydrating.ts';
import { returnToOf } from '../guards/returnTo.ts';
import { SignInButton } from './SignInButton.tsx';
import styles from './AccountRoutes.module.css';

/**
 * Sign-in through the identity provider, and registration (spec 1 §2 and §5). The registration form and its fields
 * are most of the page's code, and most visitors come to sign in: rendered by the server, the form is there at once,
 * and its code comes when the visitor starts filling it in.
 */
export default function LoginRoute() {
  const auth = useAuth();
  const returnTo = returnToOf(useLocation().state);
  // The server renders the page an anonymous visitor sees: hidden from a browser that holds a session
  // (src/ssr/pendingVisitor.ts), which is led on once its session is restored, until hydration is over.
  const hydrating = useIsHydrating();
  // The countries the server rendered the form with stay in the cache until the form's code takes them.
  usePays();
  if (auth.status === 'authenticated') return <Navigate to={returnTo ?? '/'} replace />;
  if (auth.status === 'restoring') return <LoadingState minHeight="60vh" />;
  return (
    <div className={page.page}>
      <div className={page.header}>
        <h1 className={page.title}>Connexion / Inscription</h1>
      </div>
      <div className={styles.columns} data-server-rendered={hydrating || undefined}>
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
          <DeferredPart
            className={styles.registration}
            code={registrationFormCode}
            render={({ RegistrationForm }) => <RegistrationForm />}
            fallback={<LoadingState />}
          />
        </section>
      </div>
    </div>
  );
}
