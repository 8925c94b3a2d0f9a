import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { useAuth } from '../../features/auth/useAuth.ts';
import { decideAccess, type RouteAccess } from './accessDecision.ts';
import { returnState } from './returnTo.ts';

/**
 * Layout route that opens its child routes to the users `access` admits. While the session is being restored it
 * shows a loading state rather than redirecting, so that a reload of a protected page keeps the user on it.
 */
export function RequireAccess({ access }: { access: RouteAccess }) {
  const auth = useAuth();
  const { pathname, search, hash } = useLocation();
  const decision = decideAccess(access, auth);
  switch (decision.kind) {
    case 'render':
      return <Outlet />;
    case 'wait':
      return <LoadingState label="Vérification de votre session..." minHeight="60vh" />;
    case 'redirect':
      return (
        <Navigate
          to={decision.to}
          replace
          state={decision.rememberReturn ? returnState(`${pathname}${search}${hash}`) : undefined}
        />
      );
  }
}
