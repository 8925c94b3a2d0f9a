import { expect, test, type Page } from './test.ts';
import { adminProductsPage } from './adminSupport.ts';
import { main } from './publicationSupport.ts';
import { expectNoAxeViolations } from './support.ts';

/** A product no other browser test buys: its price may move while this test runs. */
const PRODUCT = "Mise à jour d'une fiche référencée";
const NBSP = '\u00a0';

const row = (page: Page) =>
  main(page).getByRole('grid', { name: 'Produits' }).getByRole('row').filter({ hasText: PRODUCT });
const editDialog = (page: Page) => page.getByRole('dialog', { name: 'Modifier le produit' });
const confirmation = (page: Page) =>
  page.getByRole('alertdialog', { name: `Changer le prix de «${NBSP}${PRODUCT}${NBSP}»${NBSP}?` });

async function typePrice(page: Page, price: string): Promise<void> {
  await row(page)
    .getByRole('button', { name: `Modifier le produit « ${PRODUCT} »` })
    .click();
  await editDialog(page).getByRole('textbox', { name: 'Prix TTC (€)' }).fill(price);
  await editDialog(page).getByRole('button', { name: 'Enregistrer' }).click();
}

test('a price of 0 € or moved by more than half is confirmed first: « Annuler » keeps the saved price, « Confirmer » saves', async ({
  browser,
}) => {
  const page = await adminProductsPage(browser);
  await main(page)
    .getByRole('textbox', { name: /Libellé, rubrique ou code/ })
    .fill('fiche référencée');
  await main(page).getByRole('button', { name: 'Rechercher' }).click();
  await expect(row(page).getByRole('gridcell').nth(1)).toHaveText(`15,00${NBSP}€`);

  // Free: asked first, with the old and the new price; the focus is on « Annuler ».
  await typePrice(page, '0');
  const dialog = confirmation(page);
  await expect(dialog).toContainText(`Le prix passe de 15,00${NBSP}€ à 0,00${NBSP}€${NBSP}: le produit sera gratuit.`);
  await expect(dialog.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  // Back to the form as typed, on « Enregistrer »; nothing was saved.
  await expect(dialog).toHaveCount(0);
  await expect(editDialog(page).getByRole('textbox', { name: 'Prix TTC (€)' })).toHaveValue('0');
  await expect(editDialog(page).getByRole('button', { name: 'Enregistrer' })).toBeFocused();
  await editDialog(page).getByRole('button', { name: 'Annuler' }).click();
  await page.reload();
  await expect(row(page).getByRole('gridcell').nth(1)).toHaveText(`15,00${NBSP}€`);

  // More than half up: « Confirmer », reached with the keyboard, saves.
  await typePrice(page, '40,00');
  await expect(dialog).toContainText(
    `Le prix passe de 15,00${NBSP}€ à 40,00${NBSP}€, une hausse de plus de la moitié.`,
  );
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Confirmer' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(editDialog(page)).toHaveCount(0);
  await expect(row(page).getByRole('gridcell').nth(1)).toHaveText(`40,00${NBSP}€`);

  // More than half down, back to the seeded price: asked again, confirmed.
  await typePrice(page, '15,00');
  await expect(dialog).toContainText(
    `Le prix passe de 40,00${NBSP}€ à 15,00${NBSP}€, une baisse de plus de la moitié.`,
  );
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(editDialog(page)).toHaveCount(0);
  await expect(row(page).getByRole('gridcell').nth(1)).toHaveText(`15,00${NBSP}€`);
});
