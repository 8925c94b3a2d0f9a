import { expect, test, type Page } from './test.ts';
import { BASKET_MESSAGES } from '../../domain/basket/messages.ts';
import { openSignedIn, registerCustomer } from './accountSupport.ts';
import { expectCleanLayout, layoutFaultsOf } from './layoutSupport.ts';
import { declarePublication, main } from './publicationSupport.ts';
import { expectNoAxeViolations } from './support.ts';

test.use({ viewport: { width: 390, height: 844 } });

const FORMATION = "Les fondamentaux de l'autoédition";
const ARTICLE = 'Fiche pratique : obtenir un ISBN et un code EAN';

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

async function signInNewCustomer(page: Page, prenom: string): Promise<void> {
  const customer = { email: `${prenom.toLowerCase()}.${Date.now()}@example.org`, password: 'Telephone#2026', prenom };
  await registerCustomer(page.request, customer);
  await openSignedIn(page, customer, '/');
  await expect(page.getByRole('banner').getByRole('button', { name: `Mon compte : ${prenom}` })).toBeVisible();
}

test('on a phone, the home page, a basket with a training and a discount, and the profile fit the screen', async ({
  page,
}) => {
  await page.goto('/');
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expectCleanLayout(page, '/');

  await signInNewCustomer(page, 'Soizic');
  await page.goto('/formation/10');
  await page
    .getByRole('button', { name: new RegExp(`^Ajouter au panier : ${FORMATION}, session du`) })
    .first()
    .click();
  // Each line is saved in the account's basket before the next page is loaded.
  await expect(notifications(page)).toContainText(BASKET_MESSAGES.added);
  await page.goto('/');
  await page.getByRole('button', { name: `Ajouter au panier : ${ARTICLE}`, exact: true }).click();
  await expect(notifications(page)).toContainText(BASKET_MESSAGES.added);
  await page.goto('/panier');
  await expect(page.getByRole('list', { name: 'Articles du panier' }).getByRole('listitem')).toHaveCount(2);
  await page.getByLabel('Votre code').fill('BIENVENUE10');
  await page.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page.getByRole('complementary', { name: 'Récapitulatif' }).getByText(/^Réduction/)).toContainText(
    'BIENVENUE10',
  );
  await expectCleanLayout(page, '/panier');
  await expectNoAxeViolations(page);

  await page.goto('/profil');
  await expect(main(page).getByRole('textbox', { name: /Prénom/ })).toHaveValue('Soizic');
  await expectCleanLayout(page, '/profil');
});

test('on a phone, each of the five steps of the wizard fits the screen, filled in', async ({ page }) => {
  await signInNewCustomer(page, 'Gwenola');
  const id = await declarePublication(page, {
    titre: 'Marées de septembre',
    contributeur: 'Gwenola Le Bihan',
    resume: "Un été à l'île de Sein, entre les marées, les phares et les histoires des gardiens.",
    beforeLeaving: (step) => expectCleanLayout(page, `step ${step}`),
  });
  await expect(page).toHaveURL(`/publication/${id}/edit/fin`);
});

test('the layout check sees a page wider than the screen, a control over another and a squeezed sentence, not an option scrolled out of its list', async ({
  page,
}) => {
  await page.setContent(`
    <main>
      <button style="position:absolute;left:10px;top:10px;width:120px">Diminuer</button>
      <span style="position:absolute;left:40px;top:12px"><a href="#">Session du 07/06/2027</a></span>
      <p style="width:40px">Une phrase de plusieurs mots dans une colonne étroite</p>
      <div style="width:600px">Large</div>
      <input aria-label="Rechercher" style="position:absolute;left:10px;top:200px;width:200px;height:40px">
      <div role="listbox" style="position:absolute;left:10px;top:240px;width:200px;height:60px;overflow:auto">
        <div role="option" aria-selected="false" style="position:relative;top:-60px;height:50px">Caché au-dessus</div>
        <div role="option" aria-selected="true" style="position:relative;top:-60px;height:50px">Visible</div>
      </div>
    </main>`);
  expect((await layoutFaultsOf(page)).map((fault) => fault.kind)).toEqual([
    'horizontal scroll',
    'overlap',
    'squeezed text',
  ]);
});
