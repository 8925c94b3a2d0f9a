import { expect, test, type Page } from './test.ts';
import { registeredCustomerPage, uniqueCustomer } from './accountSupport.ts';
import { buyAndPay, staffPageAt } from './adminSupport.ts';
import { pick } from './publicationSupport.ts';
import { expectNoAxeViolations, shootAtWidths } from './support.ts';

/** A customer of their own, who subscribes for the back office to find. */
const CUSTOMER = uniqueCustomer('client.abonnements', 'Maëlle', {
  RaisonSociale: 'Éditions de la Glycine',
  Siret: '73282932000074',
});
const SUBSCRIPTION = 'Abonnement Premium (12 mois)';
const TODAY = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris' }).format(new Date());
const DATE = /^\d{2}\/\d{2}\/\d{4}$/;

const main = (page: Page) => page.getByRole('main');

test(
  'the back office finds a customer’s subscription, cancels it after a confirmation, and the customer sees it cancelled',
  { tag: '@long' },
  async ({ browser, request }) => {
    test.setTimeout(120_000);
    const customer = await registeredCustomerPage(browser, request, CUSTOMER);
    const numero = await buyAndPay(customer, CUSTOMER, SUBSCRIPTION);

    const page = await staffPageAt(browser, '/admin/abonnements');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Abonnements' })).toBeVisible();
    await expect(page).toHaveTitle(/^Abonnements \| /);
    const table = main(page).getByRole('grid', { name: 'Abonnements' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expectNoAxeViolations(page);

    // Found by the customer's company and the state « Actif »; the filters and the paging are kept in the address.
    await main(page)
      .getByRole('textbox', { name: /Client, société ou produit/ })
      .fill('Glycine');
    await pick(page, /État/, 'Actif');
    await main(page).getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/\/admin\/abonnements\?Recherche=Glycine&Etat=actif$/);
    const count = main(page)
      .getByRole('status')
      .filter({ hasText: /abonnement/ });
    await expect(count).toHaveText('1 abonnement');
    const rowName = new RegExp(`^${SUBSCRIPTION.replace(/[()]/g, '\\$&')} ${CUSTOMER.prenom} Lebrun`);
    const row = table.getByRole('row', { name: rowName });
    await expect(row.getByRole('rowheader')).toHaveText([SUBSCRIPTION, /Maëlle Lebrun.*Éditions de la Glycine/]);
    await expect(row.getByRole('gridcell')).toHaveText([TODAY, DATE, /Actif$/]);
    // Another state finds nothing: the empty state says so and offers to clear the filters.
    await page.goto('/admin/abonnements?Recherche=Glycine&Etat=termine');
    await expect(main(page)).toContainText('Aucun abonnement ne correspond à votre recherche.');
    await page.goto('/admin/abonnements?Recherche=Glycine&Etat=actif');
    await expect(row).toBeVisible();
    await shootAtWidths(page, 'admin-abonnements');

    // The row opens the subscription: its customer, its period, its order and its invoice.
    await row.click();
    await expect(page).toHaveURL(/\/admin\/abonnement\/\d+$/);
    const detailPath = new URL(page.url()).pathname;
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(SUBSCRIPTION);
    await expect(main(page)).toContainText(/Abonnement n° \d+ de Maëlle Lebrun/);
    const facts = main(page).getByRole('region', { name: "L'abonnement" });
    await expect(facts).toContainText('Éditions de la Glycine');
    await expect(facts).toContainText(CUSTOMER.email);
    await expect(facts).toContainText(`Début${TODAY}`);
    await expect(facts).toContainText('RenouvellementAutomatique');
    await expect(facts.getByRole('link', { name: `Commande ${numero}` })).toHaveAttribute(
      'href',
      new RegExp(`^/admin/commandes\\?Recherche=${numero}&Commande=\\d+$`),
    );
    // The invoice is issued after the payment, by the outbox.
    const invoice = facts.getByRole('link', { name: /^Facture FA-\d{4}-\d{6}$/ });
    await expect(async () => {
      await page.reload();
      await expect(invoice).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(invoice).toHaveAttribute('href', /^\/admin\/facture\/\d+\/\d+$/);
    await expectNoAxeViolations(page);
    await shootAtWidths(page, 'admin-abonnement');

    // « Résilier » asks first; « Ne rien changer » keeps the subscription as it was.
    const cancel = main(page).getByRole('button', { name: 'Résilier', exact: true });
    await cancel.click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('heading')).toHaveText(
      /^Résilier l'abonnement «\s+Abonnement Premium \(12 mois\)\s+»\s+\?$/,
    );
    await expect(dialog).toContainText(`L'abonnement de ${CUSTOMER.prenom} Lebrun ne sera pas renouvelé.`);
    await shootAtWidths(page, 'admin-abonnement-confirmation');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Ne rien changer' }).click();
    await expect(dialog).toBeHidden();
    await expect(facts).toContainText('Actif');

    await cancel.click();
    await dialog.getByRole('button', { name: 'Confirmer la résiliation' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      `L'abonnement « ${SUBSCRIPTION} » est résilié.`,
    );
    await expect(facts).toContainText('État : Résilié');
    await expect(facts).toContainText(`Résilié le${TODAY}`);
    await expect(facts).toContainText('RenouvellementAucun');
    await expect(cancel).toHaveCount(0);
    await expect(main(page)).toContainText(
      new RegExp(
        `Cet abonnement a été résilié le ${TODAY} : il ne sera pas renouvelé et reste actif jusqu'au \\d{2}/\\d{2}/\\d{4}\\.`,
      ),
    );
    await shootAtWidths(page, 'admin-abonnement-resilie');
    // The server has it: a reload shows the same, and the list finds it among the cancelled ones.
    await page.reload();
    await expect(facts).toContainText('État : Résilié');
    await page.goto('/admin/abonnements?Recherche=Glycine&Etat=resilie');
    await expect(table.getByRole('row', { name: rowName })).toContainText('Résilié');

    // An id that names no subscription says so, in French, with the way to the list.
    await page.goto('/admin/abonnement/999999');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Abonnement introuvable' })).toBeVisible();
    await expect(main(page)).toContainText("Cet abonnement n'existe pas.");
    await main(page).getByRole('link', { name: 'Voir les abonnements' }).click();
    await expect(page).toHaveURL('/admin/abonnements');
    expect(detailPath).toMatch(/^\/admin\/abonnement\/\d+$/);

    // « Mes Abonnements »: the customer sees it cancelled, running to the end of its period, with nothing to cancel.
    await customer.goto('/Abonnements');
    const subscription = main(customer).getByRole('listitem', { name: SUBSCRIPTION });
    await expect(subscription).toContainText(new RegExp(`Résilié le ${TODAY}, actif jusqu'au \\d{2}/\\d{2}/\\d{4}`));
    await expect(subscription.getByRole('button', { name: 'Résilier mon abonnement' })).toHaveCount(0);
  },
);
