import { Link, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../../../src/features/auth/useAuth.ts';
import { VisitedPathRecorder } from '../../../src/features/auth/useRecordVisitedPath.ts';

/**
 * A header reduced to what the session shows (the sign-in button, the account name, signing out), with the
 * visited-path recorder, around the page of the route.
 */
export function AuthTestShell() {
  const { status, person, error, signIn, signOut } = useAuth();
  return (
    <>
      <header>
        {(status === 'restoring' || status === 'loadingPerson') && <p>Vérification de votre session...</p>}
        {status === 'signingIn' && <p>Redirection vers la connexion...</p>}
        {status === 'signingOut' && <p>Déconnexion en cours...</p>}
        {(status === 'anonymous' || status === 'failed') && (
          <button type="button" onClick={() => signIn()}>
            Connexion / Inscription
          </button>
        )}
        {(status === 'authenticated' || status === 'failed') && (
          <button type="button" onClick={signOut}>
            Se déconnecter
          </button>
        )}
        {status === 'authenticated' && <p>Bonjour {person?.Prenom}</p>}
        {status === 'failed' && <p role="alert">{error}</p>}
      </header>
      <VisitedPathRecorder />
      <main>
        <Outlet />
      </main>
    </>
  );
}

/** The sign-in page as the route guards use it: they pass the way back in the navigation state. */
export function TestLoginPage() {
  const { signIn } = useAuth();
  const state = useLocation().state as { returnTo?: string } | null;
  return (
    <button type="button" onClick={() => signIn({ returnTo: state?.returnTo })}>
      Se connecter
    </button>
  );
}

export function TestPage() {
  const { pathname } = useLocation();
  return (
    <p>
      Page {pathname} <Link to="/">Accueil</Link>
    </p>
  );
}
