import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { NotificationDelivery } from '../../server/areas/paymentSandbox/notificationCourier.ts';
import type { SandboxOutcomeId } from '../../server/areas/paymentSandbox/outcomes.ts';
import { disposePaymentHarness, paymentHarness, type PaymentCustomer, type PaymentHarness } from './paymentHarness.ts';
import { parseHtml, postOutcome, postPaymentForm } from './paymentSandboxHarness.ts';
import { listeningSandboxPortal } from './sandboxPortal.ts';
import { APPLICATION_KEY } from './testApp.ts';

/**
 * The shop and the sandbox together, as `npm start` runs them: the shop's signed form goes to the sandbox, the
 * sandbox notifies the shop's own notification call over HTTP, and the shop's state follows.
 */
let h: PaymentHarness;
let camille: PaymentCustomer;
let portal: FastifyInstance;
let publicUrl: string;
const deliveries: Promise<NotificationDelivery>[] = [];

beforeAll(async () => {
  h = await paymentHarness();
  camille = await h.customer('camille-bac-a-sable');
  ({ portal, publicUrl } = await listeningSandboxPortal(h, camille, 'camille-bac-a-sable', { deliveries }));
});

afterAll(async () => {
  await portal.close();
  await disposePaymentHarness();
});

beforeEach(async () => {
  deliveries.length = 0;
  await h.reset();
});

async function apiCall(path: string, idCommande: number) {
  const response = await portal.inject({
    method: 'POST',
    url: `/api${path}`,
    payload: { Application_Key: APPLICATION_KEY, Values: { IdCommande: idCommande } },
    headers: { authorization: `Bearer ${camille.token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Record<string, unknown>;
}

/** Pays an order through the sandbox with the outcome chosen, and answers where the browser was sent back. */
async function payThroughTheSandbox(idCommande: number, issue: SandboxOutcomeId): Promise<URL> {
  const form = (await apiCall('/Paiement/Paiement_Create', idCommande)) as {
    Url: string;
    Champs: Record<string, string>;
  };
  expect(form.Url).toBe(`${publicUrl}/paiement-test/vads-payment/`);
  const page = await postPaymentForm(portal, form.Champs);
  expect(page.statusCode, page.body).toBe(200);
  const hidden = [...parseHtml(page.body).document.querySelectorAll<HTMLInputElement>('input[type="hidden"]')];
  const back = await postOutcome(portal, Object.fromEntries(hidden.map((input) => [input.name, input.value])), issue);
  expect(back.statusCode).toBe(303);
  expect(deliveries).toHaveLength(1);
  const delivery = await deliveries[0]!;
  expect(delivery.url).toBe(`${publicUrl}/api/Paiement/Paiement_Notification`);
  expect(delivery.attempts).toEqual([{ status: 200 }]);
  await portal.outbox.drain();
  return new URL(String(back.headers.location));
}

describe('the shop paid through the embedded sandbox', () => {
  test.each([
    ['accepted', 'succes', 'succeeded'],
    ['refused', 'echec', 'refused'],
    ['threeDSecureFailed', 'echec', 'refused'],
    ['abandoned', 'echec', 'abandoned'],
    ['awaitingValidation', 'attente', 'pending'],
    ['technicalError', 'erreur', 'errored'],
  ] as const)('%s: the shop takes the notification and its payment state says %s', async (issue, page, state) => {
    const idCommande = await h.placeCommande(camille);
    const returned = await payThroughTheSandbox(idCommande, issue);
    expect(`${returned.origin}${returned.pathname}`).toBe(`${publicUrl}/payment/check`);
    expect(returned.searchParams.get('commande')).toBe(String(idCommande));
    const etat = await apiCall('/Paiement/Paiement_GetEtat', idCommande);
    expect(etat).toMatchObject({ IdCommande: idCommande, Issue: page, EtatPaiement: state });
  });

  test('after a refusal the order can be paid again, and the accepted payment settles it', async () => {
    const idCommande = await h.placeCommande(camille);
    await payThroughTheSandbox(idCommande, 'refused');
    deliveries.length = 0;
    await payThroughTheSandbox(idCommande, 'accepted');
    expect(await apiCall('/Paiement/Paiement_GetEtat', idCommande)).toMatchObject({ Issue: 'succes' });
  });
});
