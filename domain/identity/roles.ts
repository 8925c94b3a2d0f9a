/**
 * The two kinds of account of the portal (spec 2 §6: back office and front office), as the contract and the
 * accounts table name them.
 */
export type RoleKind = 'frontoffice' | 'backoffice';

/** The role names the identity provider issues for each kind (configuration: ROLE_FRONTOFFICE, ROLE_BACKOFFICE). */
export interface RoleNames {
  frontOffice: string;
  backOffice: string;
}

/** Role names by default, the same as the kinds. */
export const DEFAULT_ROLE_NAMES: Readonly<RoleNames> = {
  frontOffice: 'frontoffice',
  backOffice: 'backoffice',
};

/** The issued role name of a kind. */
export function roleName(kind: RoleKind, names: RoleNames): string {
  return kind === 'backoffice' ? names.backOffice : names.frontOffice;
}

export function isRoleKind(value: string): value is RoleKind {
  return value === 'frontoffice' || value === 'backoffice';
}

/** Operations under this path prefix are the back office's. */
export const BACK_OFFICE_PATH_PREFIX = '/BO/';

/** IdTypeCompte of each kind of account (StaticData/Get_TypeCompte). */
export const TYPE_COMPTE = { backoffice: 1, frontoffice: 2 } as const satisfies Record<RoleKind, number>;
