/** The two kinds of account of the portal, as the contract and the accounts table name them. */
export type RoleKind = 'frontoffice' | 'backoffice';

/** The role names the identity provider issues for each kind (configuration: ROLE_FRONTOFFICE, ROLE_BACKOFFICE). */
export interface RoleNames {
  frontOffice: string;
  backOffice: string;
}

/** Role names by default, the same as the kinds. */
export const DEFAULT_ROLE_NAMES: RoleNames = {
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
