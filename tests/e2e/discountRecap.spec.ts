import { expect, test, type Locator, type Page } from './test.ts';
import { registerCustomer, type NewCustomer, signInAs } from './accountSupport.ts';
import { expectNoAxeViolations, shootAtWidths } from './support.ts';
import { consentAndPlaceCommande, payByAcceptedCard, addToBasket } from './adminSupport.ts';

/** A customer of their own, who buys at two VAT rates (an article at 5,5 %, a subscription at 20 %) with a code. */
const CUSTOMER: NewCustomer = {
  email: `remise.${Date.now()}@example.org`,
  password: 'Rouge-gorge#2026',
  prenom: 'Agathe',
};
const ARTICLE = 'Fiche pratique : obtenir un ISBN et un code EAN';
const SUBSCRIPTION = 'Abonnement Essentiel (12 mois)';
const CODE = 'BIENVENUE10';
/** The discount's own product: it must not show as an article of the recap. */
const DISCOUNT_PRODUCT = 'Offre de bienvenue : 10 % de remise';

const main = (page: Page) => page.getByRole('main');

/** The amounts of a list of totals (`dl`) by their names. */
async function totalsOf(scope: Locator, labels: readonly string[]): Promise<string[]> {
  return Promise.all(
    labels.map((label) =>
      scope
        .locator('dl > div')
        .filter({ has: scope.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
        .locator('dd')
        .first()
        .innerText(),
    ),
  );
}

const normalised = (amounts: readonly string[]) => amounts.map((amount) => amount.replace(/\s+/g, ' ').trim());

test(
  'the discount shows once, with its code, and the confirmation, the order and the invoice say the same HT, TVA and TTC',
  { tag: '@long' },
  async ({ page, request }) => {
    test.setTimeout(120_000);
    await registerCustomer(request, CUSTOMER);
    await signInAs(page, CUSTOMER);
    await addToBasket(page, '/', ARTICLE);
    await addToBasket(page, '/', SUBSCRIPTION);
    await page.goto('/panier');
    await main(page).getByLabel('Votre code').fill(CODE);
    await main(page).getByRole('button', { name: 'Appliquer' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      'Code de réduction correctement appliqué',
    );

    // The confirmation page: the articles, then one « Réduction (BIENVENUE10) » among the totals.
    await page.goto('/panier/valider');
    const recap = main(page).getByRole('region', { name: 'Récapitulatif' });
    await expect(recap.getByRole('listitem')).toHaveCount(2);
    await expect(recap).not.toContainText(DISCOUNT_PRODUCT);
    await expect(recap.getByText(/Réduction/)).toHaveCount(1);
    await expect(recap.getByText(/Réduction/)).toHaveText(`Réduction (${CODE})`);
    const [reduction] = await totalsOf(recap, [`Réduction \\(${CODE}\\)`]);
    const confirmed = normalised(await totalsOf(recap, ['Total HT', 'TVA', 'Total TTC']));
    expect(reduction).toMatch(/^−\d+,\d{2}\s€$/);
    await expectNoAxeViolations(page);
    await shootAtWidths(page, 'remise-confirmation');

    await consentAndPlaceCommande(page);
    await payByAcceptedCard(page);

    // The order's page: the discount once, as a row of the totals, with the same amounts.
    const lines = main(page).getByRole('table', { name: 'Articles de la commande' });
    await expect(lines).not.toContainText(DISCOUNT_PRODUCT);
    await expect(lines.getByRole('rowheader', { name: /Réduction/ })).toHaveCount(1);
    const discountRow = lines
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: `Réduction (${CODE})` }) });
    await expect(discountRow.getByRole('cell')).toHaveText(reduction!.replace('−', '-').replace(/\s/g, '\u00a0'));
    const commandeTotals = await Promise.all(
      ['Total HT', 'TVA', 'Total TTC'].map((label) =>
        lines
          .getByRole('row')
          .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
          .getByRole('cell')
          .innerText(),
      ),
    );
    expect(normalised(commandeTotals)).toEqual(confirmed);
    const invoiceLink = main(page).getByRole('link', { name: /^Facture FA-\d{4}-\d{6}$/ });
    await expect(async () => {
      await page.reload();
      await expect(invoiceLink).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await shootAtWidths(page, 'remise-commande');

    // The invoice's page: the discount once, with its code, and the same totals.
    await invoiceLink.click();
    await expect(page).toHaveURL(/\/facture\/\d+$/);
    const invoice = main(page).getByRole('article');
    await expect(invoice.getByText(/Réduction/)).toHaveCount(1);
    await expect(invoice.getByText(/Réduction/)).toHaveText(`Réduction (${CODE})`);
    expect(normalised(await totalsOf(invoice, [`Réduction \\(${CODE}\\)`]))).toEqual(
      normalised([reduction!.replace('−', '-')]),
    );
    expect(normalised(await totalsOf(invoice, ['Total HT', 'Total TVA', 'Total TTC']))).toEqual(confirmed);
    await expectNoAxeViolations(page);
    await shootAtWidths(page, 'remise-facture');
  },
);
