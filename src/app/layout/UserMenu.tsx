import { RouterProvider } from 'react-aria-components';
import { Button } from 'react-aria-components/Button';
import { Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components/Menu';
import { useHref, useNavigate } from 'react-router-dom';
import type { AccountLink } from './accountLinks.ts';
import hidden from '../../components/ui/VisuallyHidden.module.css';
import styles from './UserMenu.module.css';

export interface UserMenuProps {
  firstName: string;
  links: readonly AccountLink[];
  onSignOut: () => void;
}

/** The signed-in user's first name, opening their links and « Se déconnecter » (react-aria Menu: arrows, Escape, type-ahead). */
export function UserMenu({ firstName, links, onSignOut }: UserMenuProps) {
  const navigate = useNavigate();
  return (
    // Menu items with an href navigate inside the application rather than reloading it.
    <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <MenuTrigger>
        <Button className={styles.trigger}>
          <span className={styles.avatar} aria-hidden="true">
            {firstName.slice(0, 1).toUpperCase()}
          </span>
          <span className={styles.srOnly}>Mon compte :</span> <span className={hidden.srOnlyMax40rem}>{firstName}</span>
          <span className={styles.chevron} aria-hidden="true">
            ▾
          </span>
        </Button>
        <Popover className={styles.popover} placement="bottom end">
          <Menu className={styles.menu}>
            {links.map((link) => (
              <MenuItem key={link.to} id={link.to} href={link.to} className={styles.item}>
                {link.label}
              </MenuItem>
            ))}
            {links.length > 0 && <Separator className={styles.separator} />}
            <MenuItem id="deconnexion" onAction={onSignOut} className={styles.item}>
              Se déconnecter
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
    </RouterProvider>
  );
}
