import { expect, test, type Page } from './test.ts';
import { registeredCustomerPage, uniqueCustomer } from './accountSupport.ts';
import { placeCommandeWithExpressConsent, staffPageAt, signInAndAdd } from './adminSupport.ts';
import { pick } from './publicationSupport.ts';
import { expectNoAxeViolations, shootAtWidths } from './support.ts';

/** A customer of their own, whose bank holds the payment for validation. */
const CUSTOMER = uniqueCustomer('client.attente', 'Odile', {
  RaisonSociale: 'Éditions du Tilleul',
  Siret: '73282932000074',
});
const ARTICLE = 'Fiche pratique : obtenir un ISBN et un code EAN';
const PENDING = 'Paiement en attente de validation par la banque';

const main = (page: Page) => page.getByRole('main');

/** The customer orders the article and the sandbox answers « Paiement en attente de validation »: the order's number. */
async function commandeHeldByTheBank(page: Page): Promise<string> {
  await signInAndAdd(page, CUSTOMER, ARTICLE);
  await placeCommandeWithExpressConsent(page, ARTICLE);
  await page.getByRole('button', { name: 'Paiement en attente de validation' }).click();

  // /payment/check hands over to the pending page, which says what happens next.
  await expect(page).toHaveURL(/\/payment\/pending\?commande=\d+$/);
  await expect(main(page).getByRole('heading', { level: 1, name: PENDING })).toBeVisible();
  await expect(main(page).getByRole('alert')).toContainText("rien n'est à refaire");
  await main(page).getByRole('link', { name: 'Voir ma commande' }).click();
  await expect(page).toHaveURL(/\/commande\/\d+$/);
  return (await main(page).getByRole('heading', { level: 1 }).textContent())!.replace('Commande ', '');
}

test(
  'staff find an order held by the bank, cancel its attempt, and the customer can pay again',
  { tag: '@long' },
  async ({ browser, request }) => {
    test.setTimeout(120_000);
    const customer = await registeredCustomerPage(browser, request, CUSTOMER);
    const numero = await commandeHeldByTheBank(customer);

    // The customer's order says the truth, and offers no second payment.
    await expect(main(customer).getByText(`État : ${PENDING}`)).toBeVisible();
    await expect(main(customer).getByRole('status').filter({ hasText: PENDING })).toContainText(
      'Dès sa décision, la commande sera payée',
    );
    await expect(main(customer).getByRole('button', { name: 'Payer cette commande' })).toHaveCount(0);
    await expectNoAxeViolations(customer);
    await shootAtWidths(customer, 'commande-paiement-en-attente');
    await customer.goto('/commandes');
    await expect(main(customer).getByRole('row').filter({ hasText: numero })).toContainText(PENDING);

    // Staff find it by its state.
    const page = await staffPageAt(browser, '/admin/commandes');
    await pick(page, /État/, PENDING);
    await main(page).getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/IdEtatCommande=9/);
    const table = main(page).getByRole('grid', { name: 'Commandes' });
    const row = table.getByRole('row').filter({ hasText: numero });
    await expect(row).toContainText(PENDING);
    await shootAtWidths(page, 'admin-commandes-en-attente');

    // The order's page: the attempt, waiting, or cancelling it.
    await row.getByRole('link', { name: `Ouvrir la commande ${numero}` }).click();
    const panel = main(page).getByRole('region', { name: `Commande ${numero}` });
    const pending = panel.getByRole('group', { name: PENDING });
    await expect(pending).toContainText('Tentative du');
    await expect(pending).toContainText(/Référence chez le prestataire\s*[0-9a-f]{32}/);
    await expect(pending).toContainText('AUTHORISED_TO_VALIDATE');
    await expect(pending).toContainText(/Valable jusqu'au\s*\d{2}\/\d{2}\/\d{4}/);
    await expect(pending.getByRole('region', { name: 'Attendre' })).toContainText('Le prestataire notifiera');
    await expect(panel).not.toContainText("Cette commande n'attend plus aucune action.");
    await expect(panel.getByRole('button', { name: 'Annuler la commande' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shootAtWidths(page, 'admin-commande-en-attente');

    // Asked, then kept: nothing changes.
    await pending.getByRole('button', { name: 'Annuler la tentative de paiement' }).click();
    const dialog = page.getByRole('alertdialog', {
      name: `Annuler la tentative de paiement de la commande ${numero} ?`,
    });
    await expect(dialog).toContainText('rien ne sera débité');
    await dialog.getByRole('button', { name: 'Attendre la banque' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(pending).toBeVisible();

    // Confirmed with the keyboard: the provider cancels it, the order is payable again.
    await pending.getByRole('button', { name: 'Annuler la tentative de paiement' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Annuler la tentative', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      'La tentative de paiement est annulée',
    );
    await expect(pending).toHaveCount(0);
    await expect(panel.getByText('État : En attente de paiement')).toBeVisible();
    await expect(panel.getByRole('table', { name: 'Paiements de la commande' })).toContainText('Annulé');
    await expect(panel.getByRole('button', { name: 'Annuler la commande' })).toBeVisible();

    // The customer sees it too, and « Payer » is back.
    await customer.goto('/commandes');
    await main(customer)
      .getByRole('link', { name: `Commande ${numero}` })
      .click();
    await expect(main(customer).getByText('État : En attente de paiement')).toBeVisible();
    await expect(main(customer).getByRole('status').filter({ hasText: 'Paiement annulé' })).toContainText(
      'Vous pouvez payer la commande de nouveau',
    );
    await expect(main(customer).getByRole('button', { name: 'Payer cette commande' })).toBeVisible();
    await expectNoAxeViolations(customer);
    await shootAtWidths(customer, 'commande-paiement-annule');

    await main(customer).getByRole('button', { name: 'Payer cette commande' }).click();
    await customer.getByRole('button', { name: 'Carte acceptée' }).click();
    await expect(customer).toHaveURL(/\/payment\/success\?commande=\d+$/);
  },
);
