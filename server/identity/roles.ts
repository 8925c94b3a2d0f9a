/** Role names as the identity provider issues them (configuration in production, these by default). */
export const ROLES = {
  frontOffice: 'frontoffice',
  backOffice: 'backoffice',
} as const;

/** Operations under this path prefix are the back office's. */
export const BACK_OFFICE_PATH_PREFIX = '/BO/';
