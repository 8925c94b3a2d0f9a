import type { Rubrique } from '../../lib/api/types.ts';

export interface AccountLink {
  label: string;
  to: string;
}

/** The rubrique whose presence, visible, offers « Mes Abonnements » (spec 1 §2). */
export const SUBSCRIPTION_RUBRIQUE_CODE = 'ABONNEMENT';

export function hasSubscriptions(rubriques: readonly Rubrique[] | undefined): boolean {
  return (rubriques ?? []).some((rubrique) => rubrique.Code === SUBSCRIPTION_RUBRIQUE_CODE && rubrique.Visible);
}

/** The signed-in user's links of the account menu, in the order of spec 1 §2. */
export function accountLinks({ subscriptions }: { subscriptions: boolean }): AccountLink[] {
  return [
    { label: 'Mes commandes', to: '/commandes' },
    { label: 'Mes publications', to: '/publications' },
    { label: 'Mes Formations', to: '/formations' },
    ...(subscriptions ? [{ label: 'Mes Abonnements', to: '/Abonnements' }] : []),
    { label: 'Mon profil', to: '/profil' },
  ];
}
