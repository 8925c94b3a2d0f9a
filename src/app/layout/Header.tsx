import { lazy } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useContentEditMode } from '../../hooks/useContentEditMode.ts';
import { useIsHydrating } from '../../lib/ssr/useIsHydrating.ts';
import { BasketIcon } from './BasketIcon.tsx';
import { HeaderAccount } from './HeaderAccount.tsx';
import { Logo } from './Logo.tsx';
import hidden from '../../components/ui/VisuallyHidden.module.css';
import styles from './Header.module.css';

// Only back-office users load the admin menu's code.
const StaffMenu = lazy(() => import('./StaffMenu.tsx'));

function basketLabel(count: number | null): string {
  if (count === null) return 'chargement';
  return count === 1 ? '1 article' : `${count} articles`;
}

/**
 * « Les services » is the home page, and the section of the catalogue pages below it: the link says which, so
 * that a screen reader announces « page actuelle » only on the home page itself.
 */
function servicesCurrent(pathname: string): 'page' | 'true' | undefined {
  if (pathname === '/') return 'page';
  return pathname.startsWith('/rubrique/') || pathname.startsWith('/formation/') ? 'true' : undefined;
}

/**
 * The count beside « Mon Panier », shown and said. The server counts an anonymous visitor's empty basket: hidden from
 * a browser that may hold another (src/ssr/pendingVisitor.ts) until hydration is over. Only this part of the header
 * renders again when it is.
 */
function BasketCount({ count }: { count: number | null }) {
  const serverCount = useIsHydrating() || undefined;
  return (
    <>
      <span
        className={styles.badge}
        data-empty={count === 0 || undefined}
        data-pending={count === null || undefined}
        data-server-rendered={serverCount}
        aria-hidden="true"
      >
        {count ?? ''}
      </span>
      <span className={styles.srOnly} data-server-rendered={serverCount}>
        {' '}
        ({basketLabel(count)})
      </span>
    </>
  );
}

/** The basket's count, or null while the customer's basket is on its way (a placeholder instead of a false 0). */
export function Header({ basketCount }: { basketCount: number | null }) {
  const { pathname } = useLocation();
  const current = servicesCurrent(pathname);
  const editMode = useContentEditMode();
  return (
    <header className={`${styles.header} ${styles.public}`}>
      <div className={styles.inner}>
        <Link to="/" className={styles.logoLink}>
          <Logo />
          <span className={styles.srOnly}> – accueil</span>
        </Link>
        <nav className={styles.nav} aria-label="Navigation principale">
          <ul className={styles.navList}>
            {editMode && (
              <li>
                {/* Back-office users edit the site's content from here, and go back to their modules. */}
                <Link to="/admin" className={styles.navLink}>
                  <span aria-hidden="true">←</span> Retour <span className={styles.srOnly}>à l'administration</span>
                </Link>
              </li>
            )}
            <li className={styles.servicesItem}>
              <Link
                to="/"
                className={current ? `${styles.navLink} ${styles.current}` : styles.navLink}
                aria-current={current}
              >
                Les services
              </Link>
            </li>
            {/* A back-office user has no basket and no customer links: the admin menu instead (spec 2 §2). */}
            {!editMode && (
              <li>
                <NavLink
                  to="/panier"
                  className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.current}` : styles.navLink)}
                >
                  <span className={styles.basketIcon} data-filled={(basketCount ?? 0) > 0 || undefined}>
                    <BasketIcon filled={(basketCount ?? 0) > 0} />
                  </span>
                  <span className={hidden.srOnlyMax64rem}>Mon Panier</span>
                  <BasketCount count={basketCount} />
                </NavLink>
              </li>
            )}
            <li>
              <HeaderAccount loginPath="/login" {...(editMode ? { menu: StaffMenu } : {})} />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
