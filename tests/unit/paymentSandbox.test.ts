import { describe, expect, test } from 'vitest';
import { signLyraFields } from '../../server/areas/payment/lyraSignature.ts';
import {
  lyraDate,
  newTransactionFacts,
  notificationFields,
} from '../../server/areas/paymentSandbox/notificationFields.ts';
import { findSandboxOutcome, type SandboxOutcome } from '../../server/areas/paymentSandbox/outcomes.ts';
import { checkPaymentForm, stringFields } from '../../server/areas/paymentSandbox/paymentForm.ts';
import { returnNavigation } from '../../server/areas/paymentSandbox/returnNavigation.ts';
import { paymentFormFields } from '../api/paymentSandboxHarness.ts';

const SITE = { siteId: '12345678', key: 'cle-de-test', mode: 'TEST' };

const SHOP = 'https://boutique.example';
const FORM = paymentFormFields(SITE.siteId, SHOP, { vads_trans_id: 'a1B2c3' });

function outcome(id: string): SandboxOutcome {
  const found = findSandboxOutcome(id);
  if (!found) throw new Error(`no outcome ${id}`);
  return found;
}

describe('the payment form check', () => {
  test('accepts a complete form signed with the site’s key', () => {
    expect(checkPaymentForm(signLyraFields(FORM, SITE.key), SITE, SHOP)).toEqual({
      valid: true,
      fields: signLyraFields(FORM, SITE.key),
    });
  });

  test('reports a missing field before the signature, and an unknown site before the signature', () => {
    const { vads_amount: _amount, ...withoutAmount } = FORM;
    expect(checkPaymentForm(withoutAmount, SITE, SHOP)).toMatchObject({ valid: false, error: { code: '09' } });
    const elsewhere = signLyraFields({ ...FORM, vads_site_id: '99999999' }, 'une-autre-cle');
    expect(checkPaymentForm(elsewhere, SITE, SHOP)).toMatchObject({ valid: false, error: { code: '02' } });
    expect(checkPaymentForm(FORM, SITE, SHOP)).toMatchObject({ valid: false, error: { field: 'signature' } });
  });

  test.each(['20261323101500', '20261123251500', '20261123106000', '2026112310150', '20260229101500'])(
    'refuses the date %s, which is not a real instant in AAAAMMJJHHMMSS',
    (date) => {
      const form = signLyraFields({ ...FORM, vads_trans_date: date }, SITE.key);
      expect(checkPaymentForm(form, SITE, SHOP)).toMatchObject({ valid: false, error: { code: '04' } });
    },
  );

  test('keeps only the string fields of a parsed body', () => {
    expect(stringFields({ a: 'x', b: ['y', 'z'], c: 3 })).toEqual({ a: 'x' });
    expect(stringFields(undefined)).toEqual({});
  });
});

describe('the notification fields', () => {
  const at = new Date(Date.UTC(2026, 10, 23, 10, 16, 7));

  test('write dates in UTC as AAAAMMJJHHMMSS', () => {
    expect(lyraDate(at)).toBe('20261123101607');
  });

  test('mark a payment awaiting validation as manually validated, and keep the shop’s own otherwise', () => {
    const facts = newTransactionFacts(at);
    expect(notificationFields(FORM, outcome('awaitingValidation'), facts).vads_validation_mode).toBe('1');
    expect(notificationFields(FORM, outcome('accepted'), facts).vads_validation_mode).toBe('0');
    expect(
      notificationFields({ ...FORM, vads_validation_mode: '1' }, outcome('accepted'), facts).vads_validation_mode,
    ).toBe('1');
  });

  test('carry an authorisation number and certificate only for an authorised payment', () => {
    const facts = newTransactionFacts(at);
    const accepted = notificationFields(FORM, outcome('accepted'), facts);
    const refused = notificationFields(FORM, outcome('refused'), facts);
    expect(accepted.vads_auth_number).toMatch(/^[0-9a-f]{6}$/);
    expect(accepted.vads_payment_certificate).toMatch(/^[0-9a-f]{40}$/);
    expect(refused.vads_auth_number).toBe('');
    expect(refused.vads_payment_certificate).toBe('');
  });

  test('echo the order and customer fields but none of the return addresses', () => {
    const fields = notificationFields(
      { ...FORM, vads_order_id: 'C-1', vads_cust_email: 'a@example.org', vads_url_success: 'https://x.example/' },
      outcome('accepted'),
      newTransactionFacts(at),
    );
    expect(fields.vads_order_id).toBe('C-1');
    expect(fields.vads_cust_email).toBe('a@example.org');
    expect(fields.vads_url_success).toBeUndefined();
  });
});

describe('the return navigation', () => {
  test('ignores an address that is not a web page and falls back to vads_url_return', () => {
    const form = { ...FORM, vads_url_success: 'javascript:alert(1)', vads_url_return: 'https://boutique.example/r' };
    expect(returnNavigation(form, outcome('accepted'), {})).toEqual({
      kind: 'redirect',
      url: 'https://boutique.example/r',
    });
  });

  test('stays on the sandbox without any usable address', () => {
    const form = paymentFormFields(SITE.siteId, SHOP, {
      vads_url_refused: undefined,
      vads_url_return: 'pas une adresse',
    });
    expect(returnNavigation(form, outcome('refused'), {})).toEqual({
      kind: 'stay',
    });
  });
});
