/** What other features use of the back office's account screens. */
export { ADMIN_ACCOUNT_PATHS } from './paths.ts';
