import { createHmac } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { hasValidLyraSignature, lyraSignature, signLyraFields } from '../../server/areas/payment/lyraSignature.ts';

const KEY = '1122334455667788';

const FORM = {
  vads_action_mode: 'INTERACTIVE',
  vads_amount: '4900',
  vads_ctx_mode: 'TEST',
  vads_currency: '978',
  vads_page_action: 'PAYMENT',
  vads_payment_config: 'SINGLE',
  vads_site_id: '12345678',
  vads_trans_date: '20261123101500',
  vads_trans_id: '000042',
  vads_version: 'V2',
};

describe('the Lyra form signature', () => {
  test('is the Base64 HMAC-SHA-256 of the vads_ values sorted by name, then the key, joined with +', () => {
    const text = 'INTERACTIVE+4900+TEST+978+PAYMENT+SINGLE+12345678+20261123101500+000042+V2+' + KEY;
    const expected = createHmac('sha256', KEY).update(text).digest('base64');
    expect(lyraSignature(FORM, KEY)).toBe(expected);
  });

  test('ignores the order the fields come in and every field that is not vads_', () => {
    const shuffled = Object.fromEntries(Object.entries(FORM).reverse());
    expect(lyraSignature({ ...shuffled, signature: 'x', autre: 'y' }, KEY)).toBe(lyraSignature(FORM, KEY));
  });

  test('accepts what it signed and refuses a changed amount, another key or a missing signature', () => {
    const signed = signLyraFields(FORM, KEY);
    expect(hasValidLyraSignature(signed, KEY)).toBe(true);
    expect(hasValidLyraSignature({ ...signed, vads_amount: '100' }, KEY)).toBe(false);
    expect(hasValidLyraSignature(signed, 'autre-cle')).toBe(false);
    expect(hasValidLyraSignature(FORM, KEY)).toBe(false);
  });
});
