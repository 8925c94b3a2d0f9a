import { randomUUID } from 'node:crypto';
import { STAFF_REFUND_TEXTS, TO_REFUND_LABEL } from '../../domain/order/paymentIncidents.ts';
import { SANDBOX_PAYMENT_KEY } from '../../server/platform/config/config.ts';
import { signLyraFields } from '../../server/areas/payment/lyraSignature.ts';
import { expect, test, type Page } from './test.ts';
import { registeredCustomerPage, uniqueCustomer } from './accountSupport.ts';
import { placeCommandeWithExpressConsent, staffPageAt, signInAndAdd } from './adminSupport.ts';
import { expectNoAxeViolations, shootAtWidths } from './support.ts';

/** A customer of their own, charged twice for one order: an abandoned attempt the provider captures after all. */
const CUSTOMER = uniqueCustomer('client.incident', 'Josette', {
  RaisonSociale: 'Éditions du Charme',
  Siret: '73282932000074',
});
const ARTICLE = 'Fiche pratique : obtenir un ISBN et un code EAN';

const main = (page: Page) => page.getByRole('main');

/** The provider's word that the attempt the sandbox page carries was captured after all, signed as it signs. */
function lateSuccessOf(form: Record<string, string>): Record<string, string> {
  const fields: Record<string, string> = {
    vads_amount: form.vads_amount!,
    vads_auth_result: '00',
    vads_card_brand: 'CB',
    vads_ctx_mode: form.vads_ctx_mode!,
    vads_currency: form.vads_currency!,
    vads_order_id: form.vads_order_id!,
    vads_page_action: 'PAYMENT',
    vads_payment_config: 'SINGLE',
    vads_site_id: form.vads_site_id!,
    vads_trans_date: form.vads_trans_date!,
    vads_trans_id: form.vads_trans_id!,
    vads_trans_status: 'CAPTURED',
    vads_trans_uuid: randomUUID().replaceAll('-', ''),
    vads_url_check_src: 'BO',
    vads_version: 'V2',
  };
  return signLyraFields(fields, SANDBOX_PAYMENT_KEY);
}

/** The customer orders, leaves the provider's page, pays a second attempt; the first is captured late. */
async function commandeChargedTwice(page: Page, notify: (fields: Record<string, string>) => Promise<void>) {
  await signInAndAdd(page, CUSTOMER, ARTICLE);
  await placeCommandeWithExpressConsent(page, ARTICLE);
  await expect(page.getByRole('heading', { name: 'Paiement de test' })).toBeVisible();
  const hidden = page.locator('form input[type="hidden"]');
  const first = Object.fromEntries(
    await hidden.evaluateAll((inputs) =>
      inputs.map((input) => [input.getAttribute('name')!, (input as HTMLInputElement).value]),
    ),
  ) as Record<string, string>;
  await page.getByRole('button', { name: 'Abandonner le paiement' }).click();
  await expect(page).toHaveURL(/\/payment\/failure\?commande=\d+$/);

  await main(page).getByRole('button', { name: 'Payer cette commande' }).click();
  await page.getByRole('button', { name: 'Carte acceptée' }).click();
  await expect(page).toHaveURL(/\/payment\/success\?commande=\d+$/);
  await notify(lateSuccessOf(first));

  await main(page).getByRole('link', { name: 'Voir ma commande' }).click();
  await expect(page).toHaveURL(/\/commande\/\d+$/);
  return {
    numero: (await main(page).getByRole('heading', { level: 1 }).textContent())!.replace('Commande ', ''),
    first,
  };
}

test(
  'a payment captured for an order already paid: staff find it « à rembourser », and record its refund',
  { tag: '@long' },
  async ({ browser, request }) => {
    test.setTimeout(120_000);
    const customer = await registeredCustomerPage(browser, request, CUSTOMER);
    const { numero, first } = await commandeChargedTwice(customer, async (fields) => {
      const response = await request.post('/api/Paiement/Paiement_Notification', { form: fields });
      expect(response.status()).toBe(200);
    });

    // The customer's order is paid once, and asks for nothing more.
    await expect(main(customer).getByText('État : Payée')).toBeVisible();
    await expect(main(customer).getByRole('button', { name: 'Payer cette commande' })).toHaveCount(0);

    // Staff find it by its mark.
    const page = await staffPageAt(browser, '/admin/commandes');
    await main(page).getByText(STAFF_REFUND_TEXTS.filterLabel).click();
    await main(page).getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/ARembourser=oui/);
    const table = main(page).getByRole('grid', { name: 'Commandes' });
    const row = table.getByRole('row').filter({ hasText: numero });
    await expect(row).toContainText(TO_REFUND_LABEL);
    await expect(row).toContainText('Payée');
    await expectNoAxeViolations(page);
    await shootAtWidths(page, 'admin-commandes-a-rembourser');

    // The order says what was charged, when, under which transaction.
    await row.getByRole('link', { name: `Ouvrir la commande ${numero}` }).click();
    const notice = main(page).getByRole('group', { name: STAFF_REFUND_TEXTS.title });
    await expect(notice).toContainText(STAFF_REFUND_TEXTS.lead);
    await expect(notice).toContainText('9,00');
    await expect(notice).toContainText(first.vads_trans_id!);
    await expectNoAxeViolations(page);
    await shootAtWidths(page, 'admin-commande-a-rembourser');

    // Confirmed only after a confirmation; « Pas encore » changes nothing.
    await notice.getByRole('button', { name: STAFF_REFUND_TEXTS.confirmButton }).click();
    let dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(first.vads_trans_id!);
    await dialog.getByRole('button', { name: STAFF_REFUND_TEXTS.keep }).click();
    await expect(dialog).toHaveCount(0);
    await expect(notice).toBeVisible();

    await notice.getByRole('button', { name: STAFF_REFUND_TEXTS.confirmButton }).click();
    dialog = page.getByRole('alertdialog');
    await expectNoAxeViolations(page);
    await shootAtWidths(page, 'admin-commande-confirmer-remboursement');
    await dialog.getByRole('button', { name: STAFF_REFUND_TEXTS.confirmAction }).click();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      'Le remboursement est enregistré : avoir',
    );
    await expect(notice).toHaveCount(0);
    // The list, read again, no longer finds it among the payments to refund.
    await expect(row).toHaveCount(0);
  },
);
