import { useModules } from '../../features/admin/api/getModules.ts';
import { modulePath, visibleModules } from '../../features/admin/utils/modules.ts';
import { useAuth } from '../../features/auth/useAuth.ts';
import type { AccountLink } from './accountLinks.ts';
import { UserMenu } from './UserMenu.tsx';

export interface StaffMenuProps {
  firstName: string;
  onSignOut: () => void;
}

/** On the public site, a back-office user's menu holds the admin modules (spec 2 §2), never the customer's links. */
export default function StaffMenu({ firstName, onSignOut }: StaffMenuProps) {
  const auth = useAuth();
  const modules = useModules(auth.person?.Login ?? '', { enabled: auth.status === 'authenticated' });
  const links: AccountLink[] = [
    { label: 'Modules', to: '/admin' },
    ...visibleModules(modules.data ?? []).map((module) => ({ label: module.Libelle, to: modulePath(module) })),
  ];
  return <UserMenu firstName={firstName} links={links} onSignOut={onSignOut} />;
}
