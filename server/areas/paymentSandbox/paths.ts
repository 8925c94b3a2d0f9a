/**
 * Where the embedded sandbox provider answers, under the portal's origin. The form's address is the one
 * `sandboxPaymentUrl` (server/platform/config/config.ts) gives the shop; a test keeps the two equal.
 */
export const SANDBOX_FORM_PATH = '/paiement-test/vads-payment/';
export const SANDBOX_OUTCOME_PATH = `${SANDBOX_FORM_PATH}issue`;
export const SANDBOX_STYLESHEET_PATH = '/paiement-test/bac-a-sable.css';
/** Where the sandbox answers the REST web services (`sandboxPaymentApiUrl` in server/platform/config/config.ts gives the same). */
export const SANDBOX_API_PATH = '/paiement-test/api-payment/';
