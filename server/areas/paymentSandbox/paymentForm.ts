import { hasValidLyraSignature, type LyraFields, EURO_CURRENCY } from '../payment/public.ts';

/** The site the sandbox knows: the shop's, from its configuration. */
export interface SandboxSite {
  siteId: string;
  key: string;
  mode: string;
  /** The web services' password (Basic authentication with the site id), when the shop has one. */
  api?: { password: string } | undefined;
}

/** The fields without which Lyra refuses a payment form. */
export const REQUIRED_FORM_FIELDS = [
  'vads_site_id',
  'vads_ctx_mode',
  'vads_trans_id',
  'vads_trans_date',
  'vads_amount',
  'vads_currency',
  'vads_action_mode',
  'vads_page_action',
  'vads_payment_config',
  'vads_version',
] as const;

type CheckedField = (typeof REQUIRED_FORM_FIELDS)[number] | 'signature';

/** Lyra's error codes: the number its error page gives for the field at fault. */
const ERROR_CODES: Readonly<Record<CheckedField, string>> = {
  signature: '00',
  vads_version: '01',
  vads_site_id: '02',
  vads_trans_id: '03',
  vads_trans_date: '04',
  vads_payment_config: '07',
  vads_amount: '09',
  vads_currency: '10',
  vads_ctx_mode: '11',
  vads_page_action: '46',
  vads_action_mode: '47',
};

/** The addresses the platform sends the buyer back to, and notifies. */
const SHOP_ADDRESS_FIELDS = [
  'vads_url_check',
  'vads_url_return',
  'vads_url_success',
  'vads_url_refused',
  'vads_url_cancel',
  'vads_url_error',
] as const;

type ShopAddressField = (typeof SHOP_ADDRESS_FIELDS)[number];

/** Why a form is refused, as a TEST-mode error page explains it to the shop's developer (with Lyra's code if any). */
export interface PaymentFormError {
  code: string | undefined;
  field: CheckedField | ShopAddressField;
  reason: string;
}

export type PaymentFormCheck = { valid: true; fields: LyraFields } | { valid: false; error: PaymentFormError };

/** What each field must be, and why it is refused otherwise. */
const FIELD_RULES: ReadonlyArray<{ field: CheckedField; accepts: (value: string) => boolean; reason: string }> = [
  { field: 'vads_version', accepts: (v) => v === 'V2', reason: 'La version du formulaire doit être V2.' },
  {
    field: 'vads_trans_id',
    accepts: (v) => /^[0-9a-zA-Z]{6}$/.test(v),
    reason: 'L’identifiant de transaction doit compter 6 caractères alphanumériques.',
  },
  {
    field: 'vads_trans_date',
    accepts: isLyraDate,
    reason: 'La date de transaction doit être une date UTC au format AAAAMMJJHHMMSS.',
  },
  {
    field: 'vads_payment_config',
    accepts: (v) => v === 'SINGLE',
    reason: 'Seul le paiement comptant (SINGLE) est proposé.',
  },
  {
    field: 'vads_amount',
    accepts: (v) => /^[1-9][0-9]{0,11}$/.test(v),
    reason: 'Le montant doit être un nombre entier de centimes supérieur à zéro.',
  },
  {
    field: 'vads_currency',
    accepts: (v) => v === EURO_CURRENCY,
    reason: 'Seuls les paiements en euros (978) sont acceptés.',
  },
  { field: 'vads_page_action', accepts: (v) => v === 'PAYMENT', reason: 'Seule l’action PAYMENT est proposée.' },
  {
    field: 'vads_action_mode',
    accepts: (v) => v === 'INTERACTIVE',
    reason: 'Seule la saisie sur la page de paiement (INTERACTIVE) est proposée.',
  },
];

/** `AAAAMMJJHHMMSS`, a real instant: a date that does not exist (a 31 April, a 25th hour) is refused. */
function isLyraDate(value: string): boolean {
  if (!/^\d{14}$/.test(value)) return false;
  const iso = `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}T${value.slice(8, 10)}:${value.slice(10, 12)}:${value.slice(12, 14)}Z`;
  const date = new Date(iso);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 19) === iso.slice(0, 19);
}

function refusal(field: CheckedField | ShopAddressField, reason: string): PaymentFormCheck {
  const code = field in ERROR_CODES ? ERROR_CODES[field as CheckedField] : undefined;
  return { valid: false, error: { code, field, reason } };
}

function originOf(address: string): string | undefined {
  try {
    return new URL(address).origin;
  } catch {
    return undefined;
  }
}

/** The string fields of a parsed body; anything else (repeated or nested fields) is left out. */
export function stringFields(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null) return {};
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * Checks a posted payment form as the platform does: every required field present, the site known (its key
 * checks the signature), the signature, then each field's value. The first fault found is the one reported.
 *
 * The sandbox's key is public, so anyone can sign a form: it notifies and returns to the shop's own origin only,
 * lest it post to, or send a browser to, wherever a forged form says.
 */
export function checkPaymentForm(fields: LyraFields, site: SandboxSite, shopOrigin: string): PaymentFormCheck {
  const missing = REQUIRED_FORM_FIELDS.find((field) => !fields[field]);
  if (missing) return refusal(missing, `Le champ obligatoire ${missing} est absent.`);
  if (fields.vads_site_id !== site.siteId) {
    return refusal('vads_site_id', `Aucune boutique ne porte l’identifiant ${fields.vads_site_id}.`);
  }
  if (!fields.signature) return refusal('signature', 'Le formulaire n’est pas signé.');
  if (!hasValidLyraSignature(fields, site.key)) {
    return refusal('signature', 'La signature ne correspond pas aux champs reçus et à la clé de la boutique.');
  }
  if (fields.vads_ctx_mode !== site.mode) {
    return refusal('vads_ctx_mode', `La boutique est en mode ${site.mode} : le formulaire doit l’indiquer.`);
  }
  const broken = FIELD_RULES.find((rule) => !rule.accepts(fields[rule.field] ?? ''));
  if (broken) return refusal(broken.field, broken.reason);
  const elsewhere = SHOP_ADDRESS_FIELDS.find((field) => {
    const address = fields[field];
    return address !== undefined && address !== '' && originOf(address) !== shopOrigin;
  });
  if (elsewhere)
    return refusal(elsewhere, `L’adresse ${elsewhere} doit être sur le site de la boutique (${shopOrigin}).`);
  return { valid: true, fields };
}
