import { deferredCode } from '../../lib/ssr/deferredCode.ts';

/**
 * The registration form's code, most of the sign-in page's: fetched by the route's loader when the page is rendered by
 * the server or opened in the browser, and when the form is used in a page the browser hydrates (see LoginRoute).
 */
export const registrationFormCode = deferredCode(() => import('./components/RegistrationForm.tsx'));
