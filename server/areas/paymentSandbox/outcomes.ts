/**
 * The outcomes the sandbox's test page offers, as a real Lyra platform would report them: the notified
 * `vads_trans_status` with the codes that go with it, and the return URL the browser is sent back to.
 */
export const SANDBOX_OUTCOME_IDS = [
  'accepted',
  'refused',
  'threeDSecureFailed',
  'abandoned',
  'awaitingValidation',
  'technicalError',
] as const;

export type SandboxOutcomeId = (typeof SANDBOX_OUTCOME_IDS)[number];

/** The form fields Lyra returns the browser to, first choice first; `vads_url_return` is the fallback of all. */
type ReturnUrlField = 'vads_url_success' | 'vads_url_refused' | 'vads_url_cancel' | 'vads_url_error';

export interface SandboxOutcome {
  id: SandboxOutcomeId;
  /** The button's text. */
  label: string;
  /** What the button simulates, under it. */
  description: string;
  transStatus: string;
  /** `vads_result`: 00 done, 05 refused, 17 cancelled by the buyer, 96 technical error. */
  result: string;
  /** `vads_auth_result`: the issuer's answer; empty when no authorisation was asked for. */
  authResult: string;
  /** `vads_threeds_status`: Y authenticated, N failed; empty when the buyer never reached 3-D Secure. */
  threeDSecureStatus: string;
  /** The card entered, masked as notifications give it (Lyra's test cards); none when the buyer left first. */
  maskedCardNumber: string | undefined;
  /** Set by the merchant's manual validation: `vads_validation_mode` 1. */
  manualValidation: boolean;
  returnUrlField: ReturnUrlField;
}

/** Lyra's test card numbers keep their first six and last four digits. */
const ACCEPTED_TEST_CARD = '497010XXXXXX0014';

export const SANDBOX_OUTCOMES: readonly SandboxOutcome[] = [
  {
    id: 'accepted',
    label: 'Carte acceptée',
    description: 'La banque autorise le paiement : la commande est payée.',
    transStatus: 'AUTHORISED',
    result: '00',
    authResult: '00',
    threeDSecureStatus: 'Y',
    maskedCardNumber: ACCEPTED_TEST_CARD,
    manualValidation: false,
    returnUrlField: 'vads_url_success',
  },
  {
    id: 'refused',
    label: 'Carte refusée',
    description: 'La banque refuse l’autorisation : la commande reste à payer.',
    transStatus: 'REFUSED',
    result: '05',
    authResult: '05',
    threeDSecureStatus: 'Y',
    maskedCardNumber: '497010XXXXXX0055',
    manualValidation: false,
    returnUrlField: 'vads_url_refused',
  },
  {
    id: 'threeDSecureFailed',
    label: 'Échec de l’authentification 3-D Secure',
    description:
      'Le porteur de la carte ne s’authentifie pas : aucune autorisation n’est demandée, le paiement est refusé.',
    transStatus: 'REFUSED',
    result: '05',
    authResult: '',
    threeDSecureStatus: 'N',
    maskedCardNumber: '497010XXXXXX0030',
    manualValidation: false,
    returnUrlField: 'vads_url_refused',
  },
  {
    id: 'abandoned',
    label: 'Abandonner le paiement',
    description: 'Le client quitte la page de paiement sans payer et revient à la boutique.',
    transStatus: 'ABANDONED',
    result: '17',
    authResult: '',
    threeDSecureStatus: '',
    maskedCardNumber: undefined,
    manualValidation: false,
    returnUrlField: 'vads_url_cancel',
  },
  {
    id: 'awaitingValidation',
    label: 'Paiement en attente de validation',
    description: 'La banque autorise le paiement, mais il attend une validation avant d’être encaissé.',
    transStatus: 'AUTHORISED_TO_VALIDATE',
    result: '00',
    authResult: '00',
    threeDSecureStatus: 'Y',
    maskedCardNumber: ACCEPTED_TEST_CARD,
    manualValidation: true,
    returnUrlField: 'vads_url_success',
  },
  {
    id: 'technicalError',
    label: 'Erreur technique',
    description: 'La plateforme de paiement rencontre une erreur : la transaction n’est pas créée.',
    transStatus: 'NOT_CREATED',
    result: '96',
    authResult: '',
    threeDSecureStatus: '',
    maskedCardNumber: '497010XXXXXX0063',
    manualValidation: false,
    returnUrlField: 'vads_url_error',
  },
];

export function findSandboxOutcome(id: unknown): SandboxOutcome | undefined {
  return SANDBOX_OUTCOMES.find((outcome) => outcome.id === id);
}
