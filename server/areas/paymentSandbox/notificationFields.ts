import { randomBytes, randomUUID } from 'node:crypto';
import type { SandboxOutcome } from './outcomes.ts';
import { REQUIRED_FORM_FIELDS } from './paymentForm.ts';
import type { LyraFields } from '../payment/public.ts';

/** What the platform makes up for one transaction: its unique id, the time and the bank's references. */
export interface TransactionFacts {
  uuid: string;
  at: Date;
  authNumber: string;
  paymentCertificate: string;
  /** `vads_hash`: unique to each notification sent. */
  hash: string;
}

export function newTransactionFacts(at: Date = new Date()): TransactionFacts {
  return {
    uuid: randomUUID().replaceAll('-', ''),
    at,
    authNumber: randomBytes(3).toString('hex'),
    paymentCertificate: randomBytes(20).toString('hex'),
    hash: randomBytes(32).toString('hex'),
  };
}

/** The form's fields that come back in the notification and the return as the shop sent them. */
const ECHOED_FIELDS = new Set<string>([...REQUIRED_FORM_FIELDS, 'vads_language', 'vads_capture_delay', 'vads_contrib']);
const ECHOED_PREFIXES = ['vads_order_', 'vads_cust_', 'vads_ship_to_', 'vads_ext_info_'];

function isEchoed(name: string): boolean {
  return ECHOED_FIELDS.has(name) || ECHOED_PREFIXES.some((prefix) => name.startsWith(prefix));
}

/** Lyra's dates: UTC, `AAAAMMJJHHMMSS`. */
export function lyraDate(at: Date): string {
  return at.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

function cardFields(outcome: SandboxOutcome, facts: TransactionFacts): Record<string, string> {
  if (outcome.maskedCardNumber === undefined) return { vads_card_brand: '', vads_card_number: '' };
  const authorised = outcome.authResult === '00';
  return {
    vads_card_brand: 'CB',
    vads_card_number: outcome.maskedCardNumber,
    vads_card_country: 'FR',
    vads_expiry_month: '12',
    vads_expiry_year: String(facts.at.getUTCFullYear() + 3),
    vads_auth_mode: 'FULL',
    vads_auth_result: outcome.authResult,
    vads_auth_number: authorised ? facts.authNumber : '',
    vads_payment_certificate: authorised ? facts.paymentCertificate : '',
    vads_threeds_enrolled: 'Y',
    vads_threeds_status: outcome.threeDSecureStatus,
    vads_threeds_auth_type: outcome.threeDSecureStatus === '' ? '' : 'CHALLENGE',
    vads_presentation_date: lyraDate(facts.at),
  };
}

/**
 * The fields of the return to the shop (before signing): the transaction's outcome with the form's context.
 * The notification sends the same, plus what only a server-to-server call carries.
 */
export function outcomeFields(
  form: LyraFields,
  outcome: SandboxOutcome,
  facts: TransactionFacts,
): Record<string, string> {
  const echoed = Object.fromEntries(Object.entries(form).filter(([name]) => isEchoed(name)));
  return {
    ...echoed,
    vads_language: form.vads_language || 'fr',
    vads_capture_delay: form.vads_capture_delay || '0',
    vads_validation_mode: outcome.manualValidation ? '1' : form.vads_validation_mode || '0',
    vads_operation_type: 'DEBIT',
    vads_payment_src: 'EC',
    vads_sequence_number: '1',
    vads_trans_status: outcome.transStatus,
    vads_trans_uuid: facts.uuid,
    vads_result: outcome.result,
    vads_extra_result: '',
    vads_effective_amount: form.vads_amount ?? '',
    vads_effective_currency: form.vads_currency ?? '',
    vads_effective_creation_date: lyraDate(facts.at),
    ...cardFields(outcome, facts),
  };
}

/** The notification (IPN) of that outcome, before signing: `vads_url_check_src` PAY says it comes from a payment. */
export function notificationFields(
  form: LyraFields,
  outcome: SandboxOutcome,
  facts: TransactionFacts,
): Record<string, string> {
  return { ...outcomeFields(form, outcome, facts), vads_url_check_src: 'PAY', vads_hash: facts.hash };
}
