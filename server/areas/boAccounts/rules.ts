import { TYPE_COMPTE, type RoleKind } from '../../../domain/identity/roles.ts';

/** The kind of account an IdTypeCompte of Get_TypeCompte stands for. */
export function roleOf(idTypeCompte: number): RoleKind | undefined {
  if (idTypeCompte === TYPE_COMPTE.backoffice) return 'backoffice';
  if (idTypeCompte === TYPE_COMPTE.frontoffice) return 'frontoffice';
  return undefined;
}
