import { describe, expect, test } from 'vitest';
import { PAYMENT_REFUSALS } from '../../domain/order/paymentMessages.ts';
import { PAYMENT_ATTEMPT_STATES } from '../../domain/order/paymentOutcomes.ts';
import { readConfig } from '../../server/platform/config/config.ts';
import { outboxNaturesOf } from '../../server/platform/outbox/natures.ts';
import { hasValidLyraSignature } from '../../server/areas/payment/lyraSignature.ts';
import { buildPaymentForm } from '../../server/areas/payment/paymentForm.ts';
import { paymentIssueOf, paymentRefusalOf } from '../../server/areas/payment/paymentIssue.ts';
import { formatTransDate, isTransDate, transDayOf } from '../../server/areas/payment/transaction.ts';

describe('vads_trans_date', () => {
  test('is the UTC moment as yyyyMMddHHmmss, and its day the first eight digits', () => {
    const date = new Date('2026-11-23T23:59:07.512+01:00');
    expect(formatTransDate(date)).toBe('20261123225907');
    expect(transDayOf('20261123225907')).toBe('20261123');
  });

  test('is recognised only as fourteen digits of a real moment', () => {
    expect(isTransDate('20261123225907')).toBe(true);
    expect(isTransDate('20261323225907')).toBe(false);
    expect(isTransDate('20260230120000')).toBe(false);
    expect(isTransDate('2026112322590')).toBe(false);
    expect(isTransDate('2026-11-23T22:59')).toBe(false);
  });
});

describe('the payment form', () => {
  test('is signed over its vads_ fields with the configured key, the amount in cents', () => {
    const { payment } = readConfig({ PAYMENT_KEY: 'cle-de-test', PAYMENT_SITE_ID: '11112222' });
    const fields = buildPaymentForm({
      payment,
      publicUrl: 'https://portail.example.org',
      transaction: { idPaiement: 900_042, transId: '000042', transDate: '20261123101500' },
      idCommande: 7,
      numeroCommande: 'C-2026-000007',
      montantCentimes: 12_345,
      email: 'client@example.org',
    });
    expect(fields).toMatchObject({ vads_amount: '12345', vads_site_id: '11112222', vads_trans_id: '000042' });
    expect(Object.keys(fields).filter((name) => !name.startsWith('vads_'))).toEqual(['signature']);
    expect(hasValidLyraSignature(fields, 'cle-de-test')).toBe(true);
  });
});

describe('the outcome page of a payment', () => {
  test('is a success for a paid order whatever its last attempt', () => {
    for (const state of ['paid', 'inProgress', 'completed'] as const) {
      for (const attempt of [null, ...PAYMENT_ATTEMPT_STATES]) expect(paymentIssueOf(state, attempt)).toBe('succes');
    }
  });

  test('follows the last attempt of an unpaid order', () => {
    expect(
      Object.fromEntries(
        PAYMENT_ATTEMPT_STATES.map((attempt) => [attempt, paymentIssueOf('awaitingPayment', attempt)]),
      ),
    ).toEqual({
      created: 'enCours',
      redirected: 'enCours',
      succeeded: 'succes',
      pending: 'attente',
      refused: 'echec',
      abandoned: 'echec',
      expired: 'echec',
      errored: 'erreur',
      // Cancelled by staff at the provider: as unpaid as a refusal, and the order can be paid again.
      cancelled: 'echec',
    });
    expect(paymentIssueOf('awaitingPayment', null)).toBe('enCours');
    expect(paymentIssueOf('cancelled', null)).toBe('echec');
  });

  test('a refused new attempt says why', () => {
    expect(paymentRefusalOf('paid')).toBe(PAYMENT_REFUSALS.alreadyPaid);
    expect(paymentRefusalOf('cancelled')).toBe(PAYMENT_REFUSALS.cancelled);
    expect(paymentRefusalOf('refunded')).toBe(PAYMENT_REFUSALS.refunded);
    expect(paymentRefusalOf('paymentPending')).toBe(PAYMENT_REFUSALS.awaitingValidation);
  });
});

describe('the outbox natures of the order machine’s effects', () => {
  test('a paid order is invoiced, confirmed and its subscriptions started; a refund gets a credit note', () => {
    const paid = outboxNaturesOf([
      { type: 'queueInvoice', params: undefined },
      { type: 'queuePaymentConfirmation', params: undefined },
    ]);
    expect(paid).toEqual(['facture', 'abonnements', 'referencements', 'confirmationPaiement']);
    expect(outboxNaturesOf([{ type: 'queueCreditNote', params: undefined }])).toEqual([
      'avoir',
      'referencementsRembourses',
    ]);
    expect(outboxNaturesOf([{ type: 'somethingElse', params: undefined }])).toEqual([]);
  });
});

describe('the payment settings', () => {
  test('default to the embedded sandbox in TEST mode, and refuse an unknown mode', () => {
    expect(readConfig({ PUBLIC_URL: 'https://portail.example.org' }).payment).toMatchObject({
      url: 'https://portail.example.org/paiement-test/vads-payment/',
      siteId: '12345678',
      mode: 'TEST',
    });
    expect(() => readConfig({ PAYMENT_MODE: 'DEMO' })).toThrow('PAYMENT_MODE vaut TEST ou PRODUCTION.');
  });

  test('reach the web services of the sandbox by default, of a real provider only when given', () => {
    expect(readConfig({ PUBLIC_URL: 'https://portail.example.org' }).payment.api).toEqual({
      url: 'https://portail.example.org/paiement-test/api-payment/',
      password: 'testpassword_bac-a-sable-2026',
    });
    const real = { PAYMENT_URL: 'https://secure.lyra.com/vads-payment/', PAYMENT_KEY: 'cle' };
    expect(readConfig(real).payment.api).toBeUndefined();
    expect(
      readConfig({ ...real, PAYMENT_API_URL: 'https://api.lyra.com/api-payment', PAYMENT_API_PASSWORD: 'mdp' }).payment
        .api,
    ).toEqual({ url: 'https://api.lyra.com/api-payment/', password: 'mdp' });
    expect(() => readConfig({ ...real, PAYMENT_API_URL: 'https://api.lyra.com/api-payment/' })).toThrow(
      'PAYMENT_API_PASSWORD est requis quand PAYMENT_API_URL est défini.',
    );
  });
});
