import { expect, test, type Page } from './test.ts';
import { adminProductsPage } from './adminSupport.ts';

const main = (page: Page) => page.getByRole('main');

async function search(page: Page, text: string) {
  await main(page).getByRole('textbox', { name: 'Libellé, rubrique ou code' }).fill(text);
  await main(page).getByRole('button', { name: 'Rechercher' }).click();
}

const countStatus = (page: Page) =>
  main(page)
    .getByRole('status')
    .filter({ hasText: /produit/ });

test('the back office finds a product typed without accents or capitals, and a discount by its code', async ({
  browser,
}) => {
  const page = await adminProductsPage(browser);

  await search(page, 'METADONNEES');
  await expect(countStatus(page)).toHaveText('1 produit');
  await expect(main(page).getByText('Métadonnées et référencement : les bonnes pratiques')).toBeVisible();

  await search(page, 'bienvenue10');
  await expect(countStatus(page)).toHaveText('1 produit');
  await expect(main(page).getByText('Offre de bienvenue : 10 % de remise')).toBeVisible();
});
