import { expect, test, type Page } from './test.ts';
import { registeredCustomerPage, signInAs, uniqueCustomer } from './accountSupport.ts';
import { adminProductsPage, placeCommandeWithExpressConsent } from './adminSupport.ts';
import { expectNoAxeViolations, shootAtWidths as shoot } from './support.ts';
import { parisDay, parisToday } from '../../domain/parisDay.ts';

/** The article whose price the back office changes; another one it hides. */
const ARTICLE = 'Fiche pratique : obtenir un ISBN et un code EAN';
const HIDDEN = 'Guide : fixer le prix de vente de son livre';
const CUSTOMER = uniqueCustomer('client.reduction', 'Maëlle');
const CODE = `RENTREE-${Date.now() % 1_000_000}`;

const main = (page: Page) => page.getByRole('main');
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const productsTable = (page: Page) => main(page).getByRole('grid', { name: 'Produits' });
const rowOf = (page: Page, text: string) => productsTable(page).getByRole('row').filter({ hasText: text });
/** A card of the public catalogue, found by its product's name. */
const card = (page: Page, libelle: string) =>
  main(page)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: libelle, exact: true }) });

async function search(page: Page, text: string) {
  await main(page)
    .getByRole('textbox', { name: /Libellé, rubrique ou code/ })
    .fill(text);
  await main(page).getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(`/admin/produits?Recherche=${encodeURIComponent(text).replace(/%20/g, '+')}`);
}

function editDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Modifier le produit' });
}

test(
  'the back office changes an article’s price, which the public catalogue then shows',
  { tag: '@long' },
  async ({ browser }) => {
    const page = await adminProductsPage(browser);
    // The module is in the admin menu.
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Produits' }).click();
    await expect(page).toHaveURL('/admin/produits');
    await expect(page).toHaveTitle(/^Produits \| /);
    await search(page, 'Fiche pratique');
    await expect(
      main(page)
        .getByRole('status')
        .filter({ hasText: /produit/ }),
    ).toHaveText('1 produit');
    const row = rowOf(page, ARTICLE);
    await expect(row.getByRole('rowheader')).toContainText(ARTICLE);
    await expect(row.getByRole('gridcell').nth(0)).toHaveText('Article');
    await expectNoAxeViolations(page);
    await shoot(page, 'admin-produits');

    // With the keyboard: Tab from the filters into the table lands on the row, which Enter opens.
    await main(page).getByRole('button', { name: 'Réinitialiser les filtres' }).focus();
    await page.keyboard.press('Tab');
    await expect(row).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = editDialog(page);
    await expect(dialog.getByRole('textbox', { name: 'Libellé' })).toBeVisible();
    const price = dialog.getByRole('textbox', { name: 'Prix TTC (€)' });
    await expect(price).toHaveValue('9,00');
    await price.fill('douze');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(price).toBeFocused();
    await expect(dialog).toContainText('Saisissez un prix en euros, par exemple 12,50.');
    await expectNoAxeViolations(page);
    await shoot(page, 'admin-produit-dialogue');

    await price.fill('12,34');
    await page.keyboard.press('Enter');
    await expect(notifications(page)).toContainText(`Le produit « ${ARTICLE} » est enregistré.`);
    await expect(dialog).toHaveCount(0);
    await expect(row.getByRole('gridcell').nth(1)).toHaveText('12,34\u00a0€');

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto('/');
    await expect(card(visitor, ARTICLE)).toContainText('12,34\u00a0€');

    // The seeded price back, which the other browser tests buy at; the catalogue follows again.
    await row.getByRole('button', { name: `Modifier le produit « ${ARTICLE} »` }).click();
    await price.fill('9,00');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row.getByRole('gridcell').nth(1)).toHaveText('9,00\u00a0€');
    await visitor.reload();
    await expect(card(visitor, ARTICLE)).toContainText('9,00\u00a0€');
  },
);

test(
  'a new code valid from today is listed with its validity and applied by a customer in the basket; raised to 100 %, the order is confirmed with nothing to pay',
  { tag: '@long' },
  async ({ browser, request }) => {
    test.setTimeout(120_000);
    const today = parisToday();
    const page = await adminProductsPage(browser);
    await main(page).getByRole('button', { name: 'Nouveau code de réduction' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau code de réduction' });
    await dialog.getByRole('textbox', { name: 'Libellé' }).fill('Offre de rentrée : 15 % de remise');
    await dialog.getByRole('textbox', { name: /^Code/ }).fill(CODE.toLowerCase());
    await dialog.getByRole('textbox', { name: 'Remise (%)' }).fill('150');
    await dialog.getByLabel(/Valable du/).fill(today);
    await dialog.getByRole('button', { name: 'Créer le code' }).click();
    await expect(dialog).toContainText('Un pourcentage de remise est compris entre 1 et 100.');
    await expect(dialog.getByRole('textbox', { name: 'Remise (%)' })).toBeFocused();
    await expectNoAxeViolations(page);
    await shoot(page, 'admin-nouveau-code');
    await dialog.getByRole('textbox', { name: 'Remise (%)' }).fill('15');
    await dialog.getByRole('button', { name: 'Créer le code' }).click();
    await expect(notifications(page)).toContainText(`Le code de réduction ${CODE} est créé.`);
    await expect(dialog).toHaveCount(0);

    const startDay = new Intl.DateTimeFormat('fr-FR').format(new Date(`${today}T12:00:00Z`));
    await search(page, 'Offre de rentrée');
    const row = rowOf(page, CODE);
    await expect(row).toContainText(`15 %, à partir du ${startDay}`);
    await expect(row).toContainText('Valable');

    // Its validity edited: an end date a month on.
    const end = parisDay(new Date(Date.now() + 30 * 86_400_000));
    const endDay = new Intl.DateTimeFormat('fr-FR').format(new Date(`${end}T12:00:00Z`));
    await row.getByRole('button', { name: 'Modifier le produit « Offre de rentrée : 15 % de remise »' }).click();
    const edit = editDialog(page);
    await expect(edit.getByRole('group', { name: `Code de réduction ${CODE}` })).toBeVisible();
    await expect(edit.getByRole('textbox', { name: 'Remise (%)' })).toHaveValue('15');
    await edit.getByLabel(/Valable jusqu'au/).fill(end);
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(notifications(page)).toContainText('Le produit « Offre de rentrée : 15 % de remise » est enregistré.');
    await expect(row).toContainText(`15 %, du ${startDay} au ${endDay}`);
    await page.goto('/admin/produits?IdTypeProduit=5');
    await expect(rowOf(page, 'BIENVENUE10')).toContainText('10 %, sans limite');
    await expect(rowOf(page, 'ETE2025')).toContainText('Expiré');
    await expectNoAxeViolations(page);
    await shoot(page, 'admin-codes');

    // The same code again: refused, and the form keeps what was typed.
    await main(page).getByRole('button', { name: 'Nouveau code de réduction' }).click();
    await dialog.getByRole('textbox', { name: 'Libellé' }).fill('Doublon');
    await dialog.getByRole('textbox', { name: /^Code/ }).fill(CODE);
    await dialog.getByRole('textbox', { name: 'Remise (%)' }).fill('5');
    await dialog.getByRole('button', { name: 'Créer le code' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      `L'enregistrement a échoué : Le code de réduction « ${CODE} » existe déjà.`,
    );
    await expect(dialog.getByRole('textbox', { name: 'Libellé' })).toHaveValue('Doublon');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toHaveCount(0);

    const customer = await registeredCustomerPage(browser, request, CUSTOMER);
    await signInAs(customer, CUSTOMER);
    // The account's basket arrives: loaded, or merged first if the sign-in page was left before its merge ended.
    const basketLoaded = customer.waitForResponse((response) =>
      ['/api/Panier/GetProduits', '/api/Panier/Fusion'].some((path) => response.url().endsWith(path)),
    );
    await customer.goto('/');
    await basketLoaded;
    await main(customer)
      .getByRole('button', { name: `Ajouter au panier : ${HIDDEN}`, exact: true })
      .click();
    await expect(notifications(customer)).toContainText('Votre article a été ajouté au panier');
    await customer.goto('/panier');
    await customer.getByLabel('Votre code').fill(CODE.toLowerCase());
    await customer.getByRole('button', { name: 'Appliquer' }).click();
    await expect(notifications(customer)).toContainText('Code de réduction correctement appliqué');
    await expect(customer.getByRole('complementary', { name: 'Récapitulatif' }).getByText(/^Réduction/)).toContainText(
      CODE,
    );

    // Staff raise the code to 100 %: the basket now costs nothing, and ordering asks for no payment.
    await row.getByRole('button', { name: 'Modifier le produit « Offre de rentrée : 15 % de remise »' }).click();
    await edit.getByRole('textbox', { name: 'Remise (%)' }).fill('100');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(row).toContainText(`100 %, du ${startDay} au ${endDay}`);
    await customer.goto('/panier/valider');
    const recap = main(customer).getByRole('region', { name: 'Récapitulatif' });
    await expect(recap).toContainText(HIDDEN);
    await expect(main(customer)).toContainText(
      'Le montant de cette commande est de 0,00 € : aucun paiement ne vous sera demandé.',
    );
    await shoot(customer, 'confirmation-sans-paiement');
    await placeCommandeWithExpressConsent(customer, HIDDEN);
    await expect(customer).toHaveURL(/\/payment\/success\?commande=\d+$/);
    await expect(main(customer).getByRole('heading', { level: 1, name: 'Commande confirmée' })).toBeVisible();
    await expect(main(customer).getByRole('status')).toContainText('vous n’avez rien à payer');
    await expectNoAxeViolations(customer);
    await shoot(customer, 'commande-sans-paiement');
    await main(customer).getByRole('link', { name: 'Voir ma commande' }).click();
    await expect(main(customer).getByText('État : Payée')).toBeVisible();
    await main(customer)
      .getByRole('link', { name: /^Facture / })
      .first()
      .click();
    await expect(main(customer)).toContainText('Aucun paiement dû : le montant de la commande est de 0,00 €.');
  },
);

test(
  'hiding a product is confirmed first, then it leaves the public catalogue',
  { tag: '@long' },
  async ({ browser }) => {
    const page = await adminProductsPage(browser);
    await search(page, 'fixer le prix');
    const row = rowOf(page, HIDDEN);
    await expect(row).toContainText('Visible');
    await row.getByRole('button', { name: `Modifier le produit « ${HIDDEN} »` }).click();
    const dialog = editDialog(page);
    const visible = dialog.getByRole('checkbox', { name: 'Visible dans le catalogue' });
    await expect(visible).toBeChecked();
    await dialog.getByText('Visible dans le catalogue').click();
    await expect(visible).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();

    const confirm = page.getByRole('alertdialog', { name: `Masquer « ${HIDDEN} » ?` });
    await expect(confirm).toContainText('disparaîtra du catalogue public');
    await expect(confirm.getByRole('button', { name: 'Ne pas masquer' })).toBeFocused();
    await expectNoAxeViolations(page);
    await shoot(page, 'admin-produit-masquer');
    await page.keyboard.press('Enter');
    await expect(confirm).toHaveCount(0);
    await expect(visible).not.toBeChecked();

    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await confirm.getByRole('button', { name: 'Masquer le produit' }).click();
    await expect(notifications(page)).toContainText(`Le produit « ${HIDDEN} » est enregistré.`);
    await expect(row).toContainText('Masqué');

    // Filtered on hidden products, the address keeps the filter.
    await page.goto('/admin/produits?Visible=false&Recherche=fixer');
    await expect(rowOf(page, HIDDEN)).toContainText('Masqué');

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto('/');
    await expect(card(visitor, ARTICLE)).toBeVisible();
    await expect(card(visitor, HIDDEN)).toHaveCount(0);

    // Shown again without a confirmation, it is back in the catalogue for the other browser tests.
    await page.goto('/admin/produits?Recherche=fixer');
    const hiddenRow = rowOf(page, HIDDEN);
    await expect(hiddenRow).toContainText('Masqué');
    await hiddenRow.getByRole('button', { name: `Modifier le produit « ${HIDDEN} »` }).click();
    await editDialog(page).getByText('Visible dans le catalogue').click();
    await editDialog(page).getByRole('button', { name: 'Enregistrer' }).click();
    await expect(editDialog(page)).toHaveCount(0);
    await expect(hiddenRow).toContainText('Visible');
    await visitor.reload();
    await expect(card(visitor, HIDDEN)).toBeVisible();
  },
);
