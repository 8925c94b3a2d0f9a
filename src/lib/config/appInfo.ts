/** What the footer's hidden panel tells support staff about the running portal (spec 1 §1). */
export const APP_ENVIRONMENT = 'production';
export const FRONT_VERSION = '1.6.1 (17/10/2023)';
export const SITE_NAME = "Portail de l'autoédition";
/** The year the portal opened, the start of the copyright range. */
export const COPYRIGHT_SINCE = 2023;
