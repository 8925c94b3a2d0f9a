import { NavLink, Link } from 'react-router-dom';
import { HeaderAccount, type AccountMenuComponentProps } from '../HeaderAccount.tsx';
import { Logo } from '../Logo.tsx';
import { UserMenu } from '../UserMenu.tsx';
import header from '../Header.module.css';
import styles from './AdminLayout.module.css';

/** The back office's dropdown holds the sign-out only. */
function AdminUserMenu(props: AccountMenuComponentProps) {
  return <UserMenu {...props} links={[]} />;
}

export function AdminHeader() {
  return (
    <header className={`${header.header} ${styles.header}`}>
      <div className={header.inner}>
        <Link to="/" className={header.logoLink}>
          <Logo />
          <span className={header.srOnly}> – accueil du site</span>
        </Link>
        <span className={styles.badge}>Administration</span>
        <nav className={header.nav} aria-label="Navigation de l'administration">
          <ul className={header.navList}>
            <li>
              <NavLink
                to="/admin"
                end
                className={({ isActive }) => (isActive ? `${header.navLink} ${header.current}` : header.navLink)}
              >
                Modules
              </NavLink>
            </li>
            <li>
              <HeaderAccount loginPath="/admin/login" menu={AdminUserMenu} />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
