import { lazy, Suspense, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../features/auth/useAuth.ts';
import { useIsHydrating } from '../../lib/ssr/useIsHydrating.ts';
import styles from './Header.module.css';
import pendingStyles from './HeaderAccount.module.css';

export interface AccountMenuComponentProps {
  firstName: string;
  onSignOut: () => void;
}

// Anonymous visitors, most of them, never load the menu's code.
const AccountMenu = lazy(() => import('./AccountMenu.tsx'));

export interface HeaderAccountProps {
  /** Where « Connexion / Inscription » leads: the public or the back-office sign-in page. */
  loginPath: string;
  /** The menu a signed-in user opens; the public account menu unless told otherwise. */
  menu?: ComponentType<AccountMenuComponentProps>;
}

/**
 * The account button's outline, while the session is checked (restored, joined from another tab, signed out). The
 * server's copy shows only in a browser that holds a session (src/ssr/pendingVisitor.ts), in place of « Connexion ».
 */
function PendingAccount({ serverRendered = false }: { serverRendered?: boolean }) {
  return (
    <span className={pendingStyles.pending} aria-hidden="true" data-server-rendered={serverRendered || undefined}>
      <span className={pendingStyles.avatar} />
      <span className={pendingStyles.name} />
      <span className={pendingStyles.chevron} />
    </span>
  );
}

/**
 * The header's account corner: the sign-in button for an anonymous visitor, the first name and account menu for a
 * signed-in user, and the outline of the account button while the session is being checked, so that « Connexion »
 * does not flash before the account of a signed-in user.
 */
export function HeaderAccount({ loginPath, menu: Menu = AccountMenu }: HeaderAccountProps) {
  const auth = useAuth();
  // The server renders an anonymous visitor's button: hidden from a browser that holds a session
  // (src/ssr/pendingVisitor.ts) until hydration is over.
  const hydrating = useIsHydrating();
  if (auth.status === 'authenticated' && auth.person) {
    return (
      <Suspense fallback={<span className={styles.accountPlaceholder}>{auth.person.Prenom}</span>}>
        <Menu firstName={auth.person.Prenom} onSignOut={auth.signOut} />
      </Suspense>
    );
  }
  if (auth.status === 'anonymous' || auth.status === 'failed') {
    return (
      <>
        {/* On a phone only « Connexion » shows; the link's name stays whole. */}
        <Link
          to={loginPath}
          className={styles.loginButton}
          aria-label="Connexion / Inscription"
          data-server-rendered={hydrating || undefined}
        >
          {/* One text run, so that the space before the slash stays and the label never breaks. */}
          <span className={styles.loginLabel}>
            Connexion<span className={styles.notOnPhone}> / Inscription</span>
          </span>
        </Link>
        {hydrating && <PendingAccount serverRendered />}
      </>
    );
  }
  return <PendingAccount />;
}
