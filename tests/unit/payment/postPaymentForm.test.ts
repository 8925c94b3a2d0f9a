import { afterEach, describe, expect, test, vi } from 'vitest';
import { postPaymentForm } from '../../../src/features/payment/postPaymentForm.ts';

const FORMULAIRE = {
  IdPaiement: 5,
  Url: 'https://paiement.example.org/vads-payment/',
  Champs: { vads_amount: '900', vads_order_id: 'C2026-000041', signature: 'abc+/=' },
};

function pageshow(persisted: boolean): Event {
  const event = new Event('pageshow');
  Object.defineProperty(event, 'persisted', { value: persisted });
  return event;
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the payment form posted to the provider', () => {
  test('a hidden form posts every signed field, as it is, to the provider address', () => {
    const submitted: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    postPaymentForm(FORMULAIRE, () => {});
    expect(submitted).toHaveLength(1);
    const [form] = submitted;
    expect(form!.method).toBe('post');
    expect(form!.action).toBe(FORMULAIRE.Url);
    expect(Object.fromEntries(new FormData(form!))).toEqual(FORMULAIRE.Champs);
  });

  test('the page restored from the back-forward cache is read afresh, once; a page shown anew is left alone', () => {
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const reload = vi.fn();
    postPaymentForm(FORMULAIRE, reload);
    window.dispatchEvent(pageshow(false));
    expect(reload).not.toHaveBeenCalled();

    postPaymentForm(FORMULAIRE, reload);
    window.dispatchEvent(pageshow(true));
    window.dispatchEvent(pageshow(true));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
