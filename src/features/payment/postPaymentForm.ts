import type { FormulairePaiement } from '../../../machines/checkout/types.ts';

/**
 * Sends the browser to the payment provider as the protocol wants: a real form posted to its address, the signed
 * fields as hidden inputs (no script can post cross-origin on the page's behalf under the CSP).
 */
export function postPaymentForm(formulaire: FormulairePaiement, reload = () => window.location.reload()): void {
  // Back from the provider, a page restored from the back-forward cache would still say it is leaving for the
  // payment: it is read afresh instead (the order placed, the basket emptied, the order's state).
  window.addEventListener('pageshow', (event) => event.persisted && reload(), { once: true });
  const form = document.createElement('form');
  form.method = 'post';
  form.action = formulaire.Url;
  form.hidden = true;
  for (const [name, value] of Object.entries(formulaire.Champs)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
