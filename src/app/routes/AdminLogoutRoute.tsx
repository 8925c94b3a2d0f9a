import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router-dom';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { useAuth } from '../../features/auth/useAuth.ts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';

/**
 * Where the guards send a signed-in user whose role does not open the page: signs them out, then leads to the home
 * page (spec 2 §2).
 */
export default function AdminLogoutRoute() {
  useDocumentTitle('Déconnexion');
  const { status, signOut } = useAuth();
  const requested = useRef(false);
  useEffect(() => {
    // Once only, although React may run this effect twice in development.
    if (status !== 'authenticated' || requested.current) return;
    requested.current = true;
    signOut();
  }, [status, signOut]);
  if (status === 'anonymous' || status === 'failed') return <Navigate to="/" replace />;
  return <LoadingState label="Déconnexion en cours..." minHeight="60vh" />;
}
