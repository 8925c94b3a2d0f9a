import { CODE_REFUSALS, MERGE_TEXTS } from '../../domain/basket/messages.ts';
import { expect, test, type Page } from './test.ts';
import { AUTEUR, DEMO_PASSWORD, header, signInAtProvider, signOut } from './accountSupport.ts';
import { expectNoAxeViolations } from './support.ts';

const ARTICLE = 'Fiche pratique : obtenir un ISBN et un code EAN';
const REFERENCEMENT = "Référencement d'un livre imprimé";
const FORMATION = "Les fondamentaux de l'autoédition";

const basketLink = (page: Page) => header(page).getByRole('link', { name: /^Mon Panier/ });
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const lines = (page: Page) => page.getByRole('list', { name: 'Articles du panier' }).getByRole('listitem');
const summary = (page: Page) => page.getByRole('complementary', { name: 'Récapitulatif' });
const discount = (page: Page) => summary(page).getByText(/^Réduction/);
const line = (page: Page, libelle: string) =>
  lines(page).filter({ has: page.getByRole('heading', { name: libelle, exact: true }) });

async function expectCount(page: Page, count: number) {
  await expect(basketLink(page)).toHaveAccessibleName(
    `Mon Panier (${count === 1 ? '1 article' : `${count} articles`})`,
  );
}

function increase(page: Page, libelle: string) {
  return page.getByRole('button', { name: `Augmenter la quantité de « ${libelle} »`, exact: true });
}

test(
  'a basket filled anonymously survives a reload, is shared by two tabs, capped at 10, merged at sign-in and emptied at sign-out',
  { tag: '@long' },
  async ({ page, context }) => {
    // Anonymous: two products of the home page and a training session.
    await page.goto('/');
    await expectCount(page, 0);
    await page.getByRole('button', { name: `Ajouter au panier : ${ARTICLE}`, exact: true }).click();
    await expect(notifications(page)).toContainText('Votre article a été ajouté au panier');
    await page.getByRole('button', { name: `Ajouter au panier : ${REFERENCEMENT}`, exact: true }).click();
    await page.goto('/formation/10');
    await page
      .getByRole('button', { name: `Ajouter au panier : ${FORMATION}, session du 07/06/2027 au 08/06/2027` })
      .click();
    await expectCount(page, 3);

    // The basket is in the browser's storage: a reload keeps it.
    await page.goto('/panier');
    await page.reload();
    await expect(lines(page)).toHaveCount(3);
    await expectCount(page, 3);
    await expect(line(page, FORMATION)).toContainText('Session du 07/06/2027 au 08/06/2027');
    await expect(line(page, ARTICLE)).toContainText('9,00');
    await expectNoAxeViolations(page);

    // On a phone the lines are stacked: the session's dates above the quantity, within the screen's width.
    await page.setViewportSize({ width: 390, height: 844 });
    const dates = await line(page, FORMATION)
      .getByText(/^Session du/)
      .boundingBox();
    const decrease = await line(page, FORMATION)
      .getByRole('button', { name: /^Diminuer/ })
      .boundingBox();
    expect(dates!.y + dates!.height).toBeLessThanOrEqual(decrease!.y);
    for (const box of await Promise.all((await lines(page).all()).map((item) => item.boundingBox())))
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 720 });

    // Two tabs of the browser: an edit in one shows in the other, and neither overwrites the other's.
    const other = await context.newPage();
    await other.goto('/panier');
    await increase(page, ARTICLE).click();
    await expect(notifications(page)).toContainText('Modification du panier effectuée');
    await expect(line(other, ARTICLE).locator('output')).toHaveText('2');
    await increase(other, REFERENCEMENT).click();
    await expect(line(page, REFERENCEMENT).locator('output')).toHaveText('2');
    await expect(line(page, ARTICLE).locator('output')).toHaveText('2');
    await other.close();

    // The cap of 10.
    for (let quantite = 3; quantite <= 10; quantite += 1) {
      await increase(page, ARTICLE).click();
      await expect(line(page, ARTICLE).locator('output')).toHaveText(String(quantite));
    }
    await increase(page, ARTICLE).click();
    await expect(notifications(page)).toContainText('Le nombre maximum de produit a été atteint');
    await expect(line(page, ARTICLE).locator('output')).toHaveText('10');
    await expectCount(page, 13);

    // « Valider mon panier » asks an anonymous customer to sign in first, then goes on to the validation, saying
    // what the merge did: the article and the referencing added, the session already in the account's basket.
    await page.getByRole('button', { name: 'Valider mon panier' }).click();
    await signInAtProvider(page, AUTEUR.email, DEMO_PASSWORD);
    await expect(page).toHaveURL('/panier/valider');
    await expect(notifications(page)).toContainText(`${MERGE_TEXTS.added(2)} ${MERGE_TEXTS.joined(1)}`);
    await page.goto('/panier');

    // One basket, merged by the rule: the saved referencing of a publication and the Lyon session (the same line
    // on both sides: the larger quantity) are kept beside the local lines.
    await expect(lines(page)).toHaveCount(4);
    await expectCount(page, 14);

    // Opened again, the basket and the header's count show placeholders while the session and the account's basket
    // load: never an empty basket, never a count of 0.
    await page.addInitScript(() => {
      // What each frame is about to paint: the text as shown, hidden elements left out.
      const watch = () => {
        if (document.body?.innerText.includes('Votre panier est vide.')) document.documentElement.dataset.vide = 'vu';
        if (document.querySelector('header')?.innerText.includes('(0 articles)')) {
          document.documentElement.dataset.zero = 'vu';
        }
        requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    await page.reload();
    await expect(lines(page)).toHaveCount(4);
    await expectCount(page, 14);
    await expect(page.locator('html')).not.toHaveAttribute('data-vide');
    await expect(page.locator('html')).not.toHaveAttribute('data-zero');
    await expect(line(page, ARTICLE).locator('output')).toHaveText('10');
    await expect(page.getByText('Publication : Les Jardins de Penhoët')).toBeVisible();
    expect(
      await page.evaluate(() => [
        localStorage.getItem('portail.panier'),
        localStorage.getItem('portail.panier.fusionne'),
      ]),
    ).toEqual([null, 'true']);

    // The referencing line added anonymously must name one of the customer's publications before validating.
    await expect(page.getByRole('button', { name: 'Valider mon panier' })).toBeDisabled();
    await page.getByRole('button', { name: /Publication à référencer pour/ }).click();
    await page.getByRole('option', { name: 'Carnets de route en Bretagne (9782365120029)' }).click();
    await expect(notifications(page)).toContainText('Modification du panier effectuée');
    await expect(page.getByText('Publication : Carnets de route en Bretagne')).toBeVisible();
    await expect(lines(page)).toHaveCount(4);
    await expect(page.getByRole('button', { name: 'Valider mon panier' })).toBeEnabled();

    // Reduction codes: a good one, then a bad one which leaves the good one applied.
    await page.getByLabel('Votre code').fill('BIENVENUE10');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(notifications(page)).toContainText('Code de réduction correctement appliqué');
    // The discount shows once: a row of the summary with its code and its removal, not a line of the list.
    await expect(discount(page)).toContainText('BIENVENUE10');
    await expect(summary(page).getByRole('button', { name: 'Retirer le code de réduction BIENVENUE10' })).toBeVisible();
    await expect(lines(page)).toHaveCount(4);
    await page.getByLabel('Votre code').fill('CODE-INCONNU');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(page.getByLabel('Votre code')).toHaveAccessibleDescription(CODE_REFUSALS.inconnu());
    await expect(page.getByLabel('Votre code')).toHaveValue('CODE-INCONNU');
    await expect(discount(page)).toContainText('BIENVENUE10');
    await expectNoAxeViolations(page);

    // Sign-out empties the basket and forgets the merge flag.
    await signOut(page, AUTEUR.prenom);
    await expectCount(page, 0);
    await page.goto('/panier');
    await expect(page.getByText('Votre panier est vide.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('portail.panier.fusionne'))).toBeNull();
    await expectNoAxeViolations(page);
  },
);

test("the server's empty basket shows to a browser that holds none, and is hidden from one that holds a basket until its own shows", async ({
  page,
}) => {
  // Without the application's entry, the page stays as the server sent it.
  const withoutCode = () => page.route('**/assets/index-*.js', (request) => request.abort());
  const emptyBasket = page.getByText('Votre panier est vide.');

  // Without its code, the page is the server's: an anonymous visitor's empty basket.
  await withoutCode();
  await page.goto('/panier', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { name: 'Mon panier', level: 1 })).toBeVisible();
  await expect(emptyBasket).toBeVisible();

  // A browser holding a line never sees that empty basket, not even before the page's code runs.
  await page.unrouteAll();
  await page.goto('/');
  await page.getByRole('button', { name: `Ajouter au panier : ${ARTICLE}`, exact: true }).click();
  await expect(notifications(page)).toContainText('Votre article a été ajouté au panier');
  await withoutCode();
  await page.goto('/panier', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { name: 'Mon panier', level: 1 })).toBeVisible();
  await expect(emptyBasket).toBeHidden();

  // With its code, the page shows the browser's basket; emptied, it shows the empty basket again.
  await page.unrouteAll();
  await page.goto('/panier');
  await expect(lines(page)).toHaveCount(1);
  await expect(emptyBasket).toBeHidden();
  await page.getByRole('button', { name: `Retirer « ${ARTICLE} » du panier` }).click();
  await page.getByRole('button', { name: `Confirmer le retrait de « ${ARTICLE} »` }).click();
  await expect(emptyBasket).toBeVisible();
  await expectNoAxeViolations(page);
});
