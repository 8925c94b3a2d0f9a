import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/Button.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import page from '../../components/ui/Page.module.css';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { useAuthController } from './authControllerContext.ts';
import { readReturnPath } from './storage.ts';
import { useAuth } from './useAuth.ts';

/**
 * Where the identity provider sends the browser back (`/auth/callback`): completes the sign-in, then opens
 * the page the user came from.
 */
export function AuthCallbackRoute() {
  useDocumentTitle('Connexion');
  const controller = useAuthController();
  const { status, error, signIn } = useAuth();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  // Read before the sign-in completes: the machine forgets the way back once the user is authenticated.
  const [returnTo] = useState(() => readReturnPath() ?? '/');
  const url = `${window.location.origin}${pathname}${search}${hash}`;
  const [handledUrl, setHandledUrl] = useState<string | null>(null);

  useEffect(() => {
    controller.send({ type: 'auth.callbackReceived', url });
    // A failure is shown only once this very callback has been passed on, never one left from before.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHandledUrl(url);
  }, [controller, url]);

  useEffect(() => {
    if (status === 'authenticated') void navigate(returnTo, { replace: true });
  }, [status, returnTo, navigate]);

  if (status === 'failed' && handledUrl === url) {
    return (
      <div className={page.page}>
        <div className={page.header}>
          <h1 className={page.title}>Connexion impossible</h1>
          <p className={page.lead} role="alert">
            {error}
          </p>
        </div>
        <p>
          <Button onPress={() => signIn()}>Réessayer la connexion</Button>
        </p>
        <Link to="/" className={page.back}>
          Retour à l'accueil
        </Link>
      </div>
    );
  }
  return <LoadingState label="Connexion en cours..." minHeight="60vh" />;
}

export default AuthCallbackRoute;
