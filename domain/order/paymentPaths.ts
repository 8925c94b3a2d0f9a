import type { components } from '../../openapi/generated/schema.d.ts';

type Issue = components['schemas']['EtatPaiementCommande']['Issue'];

/** The payment pages of spec 2 §2; the provider returns the browser to `check`, which settles on one of the others. */
export const PAYMENT_PATHS = {
  check: '/payment/check',
  success: '/payment/success',
  pending: '/payment/pending',
  failure: '/payment/failure',
  processingError: '/payment/processingerror',
} as const;

/** The page of each outcome the server reads (EtatPaiementCommande.Issue). */
export const PAGE_OF_ISSUE: Readonly<Record<Issue, string>> = {
  enCours: PAYMENT_PATHS.check,
  succes: PAYMENT_PATHS.success,
  attente: PAYMENT_PATHS.pending,
  echec: PAYMENT_PATHS.failure,
  erreur: PAYMENT_PATHS.processingError,
};

/** The order a payment page is about travels in the query string. */
export const COMMANDE_PARAM = 'commande';
