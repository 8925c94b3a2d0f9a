import type { AccountHoldings } from '../../../domain/identity/boAccountMessages.ts';
import { TYPE_COMPTE, type RoleKind } from '../../../domain/identity/roles.ts';

/** The kind of account an IdTypeCompte of Get_TypeCompte stands for. */
export function roleOf(idTypeCompte: number): RoleKind | undefined {
  if (idTypeCompte === TYPE_COMPTE.backoffice) return 'backoffice';
  if (idTypeCompte === TYPE_COMPTE.frontoffice) return 'frontoffice';
  return undefined;
}

/** An account with placed orders or publications is kept: the cascade would take them with it. */
export function holdsAnything(holdings: AccountHoldings): boolean {
  return holdings.commandes > 0 || holdings.publications > 0;
}
