import { useRubriques } from '../../features/catalogue/api/getRubriques.ts';
import { accountLinks, hasSubscriptions } from './accountLinks.ts';
import { UserMenu } from './UserMenu.tsx';

export interface AccountMenuProps {
  firstName: string;
  onSignOut: () => void;
}

/** The public header's account menu; « Mes Abonnements » appears once the rubriques say subscriptions exist. */
export default function AccountMenu({ firstName, onSignOut }: AccountMenuProps) {
  const rubriques = useRubriques();
  return (
    <UserMenu
      firstName={firstName}
      links={accountLinks({ subscriptions: hasSubscriptions(rubriques.data) })}
      onSignOut={onSignOut}
    />
  );
}
