import { expect, test, type Page } from './test.ts';
import { registeredCustomerPage, uniqueCustomer } from './accountSupport.ts';
import { buyAndPay, staffPageAt } from './adminSupport.ts';
import { expectNoAxeViolations, shootAtWidths } from './support.ts';

/** A customer of their own, who pays an order for the back office to find. */
const CUSTOMER = uniqueCustomer('client.commandes', 'Odile', {
  RaisonSociale: 'Éditions du Saule',
  Siret: '73282932000074',
});
const ARTICLE = 'Fiche pratique : obtenir un ISBN et un code EAN';

const main = (page: Page) => page.getByRole('main');

test(
  'the back office finds a paid order, opens its invoice, moves it to « En cours » then « Terminée »',
  { tag: '@long' },
  async ({ browser, request }) => {
    test.setTimeout(120_000);
    const customer = await registeredCustomerPage(browser, request, CUSTOMER);
    const numero = await buyAndPay(customer, CUSTOMER, ARTICLE);

    const page = await staffPageAt(browser, '/admin/commandes');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible();
    await expect(page).toHaveTitle(/^Commandes \| /);

    // Found by the customer's company, with the keyboard; the filter is kept in the address.
    const search = main(page).getByRole('textbox', { name: /Numéro, client ou société/ });
    await search.focus();
    await page.keyboard.type('Saule');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/commandes\?Recherche=Saule$/);
    await expect(
      main(page)
        .getByRole('status')
        .filter({ hasText: /commande/ }),
    ).toHaveText('1 commande');
    const table = main(page).getByRole('grid', { name: 'Commandes' });
    const row = table.getByRole('row').filter({ hasText: numero });
    await expect(row.getByRole('rowheader')).toHaveText(numero);
    await expect(row.getByRole('gridcell')).toHaveText([
      new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris' }).format(new Date()),
      /Odile Lebrun.*Éditions du Saule/,
      'Payée',
      /^\d+,\d{2}\s€$/,
      /^FA-\d{4}-\d{6}$/,
    ]);
    await expectNoAxeViolations(page);
    await shootAtWidths(page, 'admin-commandes');

    // The invoice as the customer sees it, with its PDF, and the way back to the orders.
    await row.getByRole('link', { name: /^Facture FA-/ }).click();
    await expect(page).toHaveURL(/\/admin\/facture\/\d+\/\d+$/);
    await expect(main(page).getByRole('link', { name: numero })).toHaveAttribute(
      'href',
      new RegExp(`^/admin/commandes\\?Recherche=${numero}&Commande=\\d+$`),
    );
    const download = page.waitForEvent('download');
    await main(page).getByRole('button', { name: 'Télécharger le PDF' }).click();
    expect((await download).suggestedFilename()).toMatch(/^FA-\d{4}-\d{6}\.pdf$/);
    await expectNoAxeViolations(page);
    await shootAtWidths(page, 'admin-facture');
    await main(page).getByRole('link', { name: '← Commandes' }).click();
    await expect(page).toHaveURL('/admin/commandes');

    // The order opened over the list: « Passer en cours », confirmed with the keyboard.
    await page.goto('/admin/commandes?Recherche=Saule');
    await table.getByRole('link', { name: `Ouvrir la commande ${numero}` }).click();
    const panel = main(page).getByRole('region', { name: `Commande ${numero}` });
    await expect(panel.getByRole('heading', { level: 2, name: `Commande ${numero}` })).toBeFocused();
    await expect(panel).toContainText(ARTICLE);
    await expect(panel).toContainText('Éditions du Saule');
    await expect(panel.getByRole('table', { name: 'Paiements de la commande' })).toContainText('Accepté');
    await expect(panel.getByRole('button', { name: 'Terminer' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shootAtWidths(page, 'admin-commande');

    await panel.getByRole('button', { name: 'Passer en cours' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: `Passer la commande ${numero} en cours ?` });
    await expect(dialog.getByRole('button', { name: 'Ne rien changer' })).toBeFocused();
    await expectNoAxeViolations(page);
    await shootAtWidths(page, 'admin-commande-confirmation');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Passer en cours' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('La commande est passée en cours.');
    await expect(panel).toContainText('En cours');
    await expect(row.getByRole('gridcell').nth(2)).toHaveText('En cours');

    // « Terminer », after a confirmation; then nothing is left to do but cancel (refund with a credit note).
    await panel.getByRole('button', { name: 'Terminer' }).click();
    const finish = page.getByRole('alertdialog', { name: `Terminer la commande ${numero} ?` });
    await finish.getByRole('button', { name: 'Terminer' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('La commande est terminée.');
    await expect(row.getByRole('gridcell').nth(2)).toHaveText('Terminée');
    await expect(panel.getByRole('button', { name: 'Passer en cours' })).toHaveCount(0);
    await panel.getByRole('button', { name: 'Annuler la commande' }).click();
    const cancel = page.getByRole('alertdialog', { name: `Annuler la commande ${numero} ?` });
    await expect(cancel).toContainText('un avoir du montant de sa facture sera émis');
    await page.keyboard.press('Escape');
    await expect(cancel).toHaveCount(0);
    await expect(panel).toContainText('Terminée');

    // The customer sees the order completed.
    await customer.goto('/commandes');
    await expect(main(customer).getByRole('row').filter({ hasText: numero })).toContainText('Terminée');

    // Unknown ids: the admin not-found page.
    await page.goto('/admin/facture/999999/999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  },
);
